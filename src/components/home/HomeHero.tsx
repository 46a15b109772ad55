import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { primaryButton } from '../../theme/buttons';
import { palette, translucent, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { ContactButton } from '../contact/ContactButton';

const Root = styled('section')({
  paddingBlock: 'clamp(56px, 10vw, 120px) 56px',
  background: `radial-gradient(900px 420px at 85% 0%, ${translucent('primary-main', 0.18)}, transparent),
    radial-gradient(700px 380px at 0% 100%, ${translucent('primary-light', 0.12)}, transparent)`,
  '& .eyebrow': {
    color: palette.primary.main,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    fontSize: '0.85rem',
  },
  '& h1': {
    ...typography.h1,
    fontSize: 'clamp(2.5rem, 6.5vw, 4.5rem)',
    margin: '16px 0 24px',
    maxWidth: 980,
  },
  '& .lead': {
    fontSize: 'clamp(1.1rem, 2vw, 1.35rem)',
    lineHeight: 1.6,
    color: palette.text.secondary,
    maxWidth: 720,
    margin: 0,
  },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 36 },
  '& .actions > *': primaryButton,
  '& .actions > a': {
    border: `1px solid ${palette.divider}`,
    background: 'transparent',
    color: palette.text.primary,
    '&:hover': { background: palette.action.hover },
  },
});

export function HomeHero({ tagline, description }: { tagline: string; description: string }) {
  return (
    <Root>
      <Container>
        <span className="eyebrow">Product design & development agency</span>
        <h1>{tagline}</h1>
        <p className="lead">{description}</p>
        <div className="actions">
          <ContactButton origin="cta">Get in touch</ContactButton>
          <Link to="/Cases">See our work</Link>
        </div>
      </Container>
    </Root>
  );
}
