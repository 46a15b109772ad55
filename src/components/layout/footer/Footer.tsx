import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Container } from '../../../ui/Container';
import { openConsentSettings } from '../../../lib/consent-store.ts';
import { measurementId } from '../../../lib/analytics.ts';
import { Logo } from '../../navigation/Logo';
import { site } from '../../navigation/menu';
import { FooterGroups } from './FooterGroups';
import { FooterContacts } from './FooterContacts';
import { SocialLinks } from './SocialLinks';
import { ReviewBadges } from './ReviewBadges';
import { Static } from '../../../loading';
import * as css from './Footer.css';

/**
 * Spec §2 footer: groups, contacts, four social links, three review badges, copyright. The parts
 * with no script of their own (links, native disclosures, badges) keep the server's HTML on the
 * first load (Static): hydrating their MUI components was most of the footer's start-up work.
 */
export function Footer({ path }: { path: string }) {
  return (
    <footer className={css.footer}>
      <Container>
        <div className={css.grid}>
          <div>
            <Logo path={path} />
            <Typography component="p" variant="inherit" className={css.tagline}>
              {site.tagline}
            </Typography>
            <Static>
              <SocialLinks />
            </Static>
          </div>
          {/* Keyed by the path: after a navigation it renders again, with the new current link. */}
          <Static key={path}>
            <FooterGroups />
          </Static>
          <FooterContacts />
        </div>
        <Static>
          <ReviewBadges />
        </Static>
        <div className={css.bottom}>
          <span>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </span>
          <span className={css.legal}>
            <Link href="/Privacy">Privacy</Link>
            {/* Without an analytics id nothing asks for consent, so there is no setting to change. */}
            {measurementId() && (
              <Link component="button" type="button" onClick={() => openConsentSettings()}>
                Cookie settings
              </Link>
            )}
          </span>
        </div>
      </Container>
    </footer>
  );
}
