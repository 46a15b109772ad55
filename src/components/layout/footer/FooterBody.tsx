import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Container } from '../../../ui/Container';
import { measurementId } from '../../../lib/analytics.ts';
import { Logo } from '../../navigation/Logo';
import { site } from '../../navigation/menu';
import { FooterGroups } from './FooterGroups';
import { FooterContacts } from './FooterContacts';
import { SocialLinks } from './SocialLinks';
import { ReviewBadges } from './ReviewBadges';
import { CONSENT_SETTINGS_ATTRIBUTE } from './consent-settings';
import * as css from './Footer.css';

/**
 * Spec §2 footer: groups, contacts, four social links, three review badges, copyright. Rendered by
 * MUI at build time; what its links and button do is Footer's.
 */
export function FooterBody() {
  return (
    <Container>
      <div className={css.grid}>
        <div>
          <Logo />
          <Typography component="p" variant="inherit" className={css.tagline}>
            {site.tagline}
          </Typography>
          <SocialLinks />
        </div>
        <FooterGroups />
        <FooterContacts />
      </div>
      <ReviewBadges />
      <div className={css.bottom}>
        <span>
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </span>
        <span className={css.legal}>
          <Link href="/Privacy">Privacy</Link>
          {/* Without an analytics id nothing asks for consent, so there is no setting to change. */}
          {measurementId() && (
            <Link component="button" type="button" {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}>
              Cookie settings
            </Link>
          )}
        </span>
      </div>
    </Container>
  );
}
