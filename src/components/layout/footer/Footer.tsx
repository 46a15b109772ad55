import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { palette, mq, renderWhenNear } from '../../../theme/tokens';
import { Container } from '../Container';
import { openConsentSettings } from '../../consent/consent-store';
import { measurementId } from '../../../lib/analytics.ts';
import { Logo } from '../../navigation/Logo';
import { site } from '../../navigation/menu';
import { FooterGroups } from './FooterGroups';
import { FooterContacts } from './FooterContacts';
import { SocialLinks } from './SocialLinks';
import { ReviewBadges } from './ReviewBadges';

const Root = styled('footer')({
  ...renderWhenNear(720),
  marginTop: 64,
  paddingBlock: '48px 32px',
  background: palette.background.paper,
  borderTop: `1px solid ${palette.divider}`,
  '& .grid': {
    display: 'grid',
    gap: 32,
    gridTemplateColumns: '1fr',
    // Each column as tall as its own content: an open group must not stretch the contacts.
    alignItems: 'start',
    [mq.up('md')]: { gridTemplateColumns: '1.2fr 1fr 1fr' },
  },
  '& .tagline': { color: palette.text.secondary, maxWidth: 360, margin: '12px 0 20px' },
  '& .bottom': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 16,
    justifyContent: 'space-between',
    alignItems: 'center',
    marginTop: 40,
    paddingTop: 24,
    borderTop: `1px solid ${palette.divider}`,
    color: palette.text.secondary,
    fontSize: '0.9rem',
  },
  '& .legal': { display: 'flex', gap: 20 },
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
  '& .legal a:hover, & .legal button:hover': { color: palette.text.primary },
});

/** Spec §2 footer: groups, contacts, four social links, three review badges, copyright. */
export function Footer({ path }: { path: string }) {
  return (
    <Root>
      <Container>
        <div className="grid">
          <div>
            <Logo path={path} />
            <p className="tagline">{site.tagline}</p>
            <SocialLinks />
          </div>
          <FooterGroups />
          <FooterContacts />
        </div>
        <ReviewBadges />
        <div className="bottom">
          <span>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </span>
          <span className="legal">
            <Link to="/Privacy">Privacy</Link>
            {/* Without an analytics id nothing asks for consent, so there is no setting to change. */}
            {measurementId() && (
              <button type="button" onClick={() => openConsentSettings()}>
                Cookie settings
              </button>
            )}
          </span>
        </div>
      </Container>
    </Root>
  );
}
