import styled from '@emotion/styled';
import { primaryButton } from '../../theme/buttons';
import { palette, translucent, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Breadcrumbs } from './Breadcrumbs';
import { ContactButton } from '../contact/ContactButton';
import type { Crumb } from '../../lib/structured-data.ts';

const Root = styled('section')({
  paddingBlock: '32px 64px',
  background: `radial-gradient(1200px 400px at 80% -10%, ${translucent('primary-main', 0.13)}, transparent)`,
  '& .eyebrow': {
    display: 'inline-block',
    marginTop: 40,
    color: palette.primary.main,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontSize: '0.85rem',
  },
  '& h1': { ...typography.h1, margin: '12px 0 20px', maxWidth: 900 },
  '& .lead': {
    fontSize: '1.25rem',
    lineHeight: 1.6,
    color: palette.text.secondary,
    maxWidth: 760,
    margin: 0,
  },
  '& button': { ...primaryButton, marginTop: 32 },
});

interface PageHeroProps {
  crumbs: Crumb[];
  eyebrow: string;
  heading: string;
  lead: string;
}

/** Hero of service and industry pages: breadcrumbs, the page's h1, a lead and a contact button. */
export function PageHero({ crumbs, eyebrow, heading, lead }: PageHeroProps) {
  return (
    <Root>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <span className="eyebrow">{eyebrow}</span>
        <h1>{heading}</h1>
        <p className="lead">{lead}</p>
        <ContactButton origin="cta">Get a project estimate</ContactButton>
      </Container>
    </Root>
  );
}
