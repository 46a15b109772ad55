import { Link } from 'gatsby';
import { Picture, type PictureFile } from '../common/Picture';
import styled from '@emotion/styled';
import { mq, shrinkableItems, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Breadcrumbs } from '../common/Breadcrumbs';
import type { Crumb } from '../../lib/structured-data.ts';

const Root = styled('section')({
  color: '#ffffff',
  paddingBlock: '32px 56px',
  '& nav a, & nav [aria-current], & nav li::after': { color: 'rgb(255 255 255 / 0.9) !important' },
  '& .grid': {
    ...shrinkableItems,
    display: 'grid',
    gap: 40,
    alignItems: 'center',
    marginTop: 32,
    [mq.up('md')]: { gridTemplateColumns: '1fr 1fr' },
  },
  '& h1': { ...typography.h1, margin: 0 },
  '& .lead': { fontSize: '1.25rem', margin: '16px 0 24px', color: 'rgb(255 255 255 / 0.92)' },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    gap: 16,
    margin: 0,
  },
  '& dt': {
    fontSize: '0.8rem',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: 'rgb(255 255 255 / 0.85)',
  },
  '& dd': { margin: '4px 0 0', fontWeight: 650 },
  '& dd a': { color: '#ffffff' },
  '& .cover': { borderRadius: 20, overflow: 'hidden', boxShadow: '0 24px 48px rgb(0 0 0 / 0.25)' },
});

interface CaseHeroProps {
  crumbs: Crumb[];
  title: string;
  description: string;
  background: string;
  cover: PictureFile;
  coverAlt: string;
  facts: { label: string; value: string; link?: string }[];
}

export function CaseHero({ crumbs, title, description, background, cover, coverAlt, facts }: CaseHeroProps) {
  return (
    <Root style={{ background }}>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <div className="grid">
          <div>
            <h1>{title}</h1>
            <p className="lead">{description}</p>
            <dl>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.link ? <Link to={fact.link}>{fact.value}</Link> : fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="cover">
            <Picture file={cover} alt={coverAlt} eager />
          </div>
        </div>
      </Container>
    </Root>
  );
}
