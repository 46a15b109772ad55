import styled from '@emotion/styled';
import { primaryButton } from '../../theme/buttons';
import { mq, palette, shrinkableItems, translucent, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Breadcrumbs } from './Breadcrumbs';
import { Picture, type PictureFile } from './Picture';
import { ContactButton } from '../../features/contact/ContactButton';
import type { Crumb } from '../../lib/structured-data.ts';

const Root = styled('section')({
  paddingBlock: '32px 64px',
  background: `radial-gradient(1200px 400px at 80% -10%, ${translucent('primary-main', 0.13)}, transparent)`,
  '& .layout': {
    ...shrinkableItems,
    display: 'grid',
    gap: 40,
    alignItems: 'center',
    marginTop: 40,
    [mq.up('md')]: { gridTemplateColumns: '1.2fr 0.8fr', gap: 56 },
  },
  '& .eyebrow': {
    display: 'inline-block',
    color: palette.primary.main,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontSize: '0.85rem',
  },
  '& h1': { ...typography.h1, margin: '12px 0 20px' },
  '& .lead': { fontSize: '1.2rem', lineHeight: 1.6, color: palette.text.secondary, margin: 0 },
  '& button': { ...primaryButton, marginTop: 32 },
  '& .art': { borderRadius: 20, overflow: 'hidden', boxShadow: '0 24px 48px rgb(15 23 42 / 0.2)' },
});

interface PageHeroProps {
  crumbs: Crumb[];
  eyebrow: string;
  heading: string;
  lead: string;
  image: PictureFile;
  imageAlt: string;
}

/** Hero of service and industry pages: breadcrumbs, the h1, a lead, a contact button and a picture. */
export function PageHero({ crumbs, eyebrow, heading, lead, image, imageAlt }: PageHeroProps) {
  return (
    <Root>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <div className="layout">
          <div>
            <span className="eyebrow">{eyebrow}</span>
            <h1>{heading}</h1>
            <p className="lead">{lead}</p>
            <ContactButton origin="cta">Get a project estimate</ContactButton>
          </div>
          <div className="art">
            <Picture file={image} alt={imageAlt} eager />
          </div>
        </div>
      </Container>
    </Root>
  );
}
