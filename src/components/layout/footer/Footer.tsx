import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { mq, renderWhenNear, shrinkableItems } from '../../../theme/tokens';
import { Container } from '../Container';
import { openConsentSettings } from '../../consent/consent-store';
import { measurementId } from '../../../lib/analytics.ts';
import { Logo } from '../../navigation/Logo';
import { site } from '../../navigation/menu';
import { FooterGroups } from './FooterGroups';
import { FooterContacts } from './FooterContacts';
import { SocialLinks } from './SocialLinks';
import { ReviewBadges } from './ReviewBadges';
import { Static } from '../../../loading/Static';

const footerSx: SxProps<Theme> = {
  ...renderWhenNear(720),
  marginTop: '64px',
  paddingBlock: '48px 32px',
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  '& .grid': {
    ...shrinkableItems,
    display: 'grid',
    gap: '32px',
    gridTemplateColumns: '1fr',
    // Each column as tall as its own content: an open group must not stretch the contacts.
    alignItems: 'start',
    [mq.up('md')]: { gridTemplateColumns: '1.2fr 1fr 1fr' },
  },
  '& .bottom': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '16px',
    justifyContent: 'space-between',
    alignItems: 'center',
    marginTop: '40px',
    paddingTop: '24px',
    borderTop: 1,
    borderColor: 'divider',
    color: 'text.secondary',
    fontSize: '0.9rem',
  },
  '& .legal': { display: 'flex', gap: '20px' },
  '& .legal a, & .legal button': {
    color: 'inherit',
    font: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    background: 'none',
    border: 0,
    padding: 0,
    cursor: 'pointer',
  },
  '& .legal a:hover, & .legal button:hover': { color: 'text.primary' },
};

const taglineSx: SxProps<Theme> = { maxWidth: 360, margin: '12px 0 20px' };

/**
 * Spec §2 footer: groups, contacts, four social links, three review badges, copyright. The parts
 * with no script of their own (links, native disclosures, badges) keep the server's HTML on the
 * first load (Static): hydrating their MUI components was most of the footer's start-up work.
 */
export function Footer({ path }: { path: string }) {
  return (
    <Box component="footer" sx={footerSx}>
      <Container>
        <div className="grid">
          <div>
            <Logo path={path} />
            <Typography component="p" variant="inherit" color="text.secondary" sx={taglineSx}>
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
        <div className="bottom">
          <span>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </span>
          <span className="legal">
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
    </Box>
  );
}
