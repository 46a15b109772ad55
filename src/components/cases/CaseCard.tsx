import { graphql, Link } from 'gatsby';
import { Picture } from '../common/Picture';
import { HeldMark } from '../common/Held';
import styled from '@emotion/styled';
import { palette, renderWhenNear, typography } from '../../theme/tokens';

const Card = styled('article')({
  // A list of 27 (/Cases): the cards below the first screen wait until they come near.
  ...renderWhenNear(420),
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 20,
  overflow: 'hidden',
  color: '#ffffff',
  minHeight: '100%',
  '& .media': { aspectRatio: '3 / 2', overflow: 'hidden' },
  '& .body': { padding: '20px 22px 24px', display: 'grid', gap: 8 },
  '& .card-title': { ...typography.h3, margin: 0 },
  '& .card-title a': { color: 'inherit', textDecoration: 'none' },
  // The whole card is clickable through the title link's pseudo-element.
  '& .card-title a::after': { content: '""', position: 'absolute', inset: 0 },
  '& p': { margin: 0, color: 'rgb(255 255 255 / 0.9)' },
  '& .meta': { fontSize: '0.85rem', fontWeight: 600, color: 'rgb(255 255 255 / 0.85)' },
  '&:hover .card-title a, & .card-title a:focus-visible': { textDecoration: 'underline' },
  '&:focus-within': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 3 },
});

export type CaseCardData = Queries.CaseCardFragment;

/** Spec §3 case entry: image, title, description on the case's gradient. */
export function CaseCard({
  item,
  eager = false,
  headingLevel: Heading = 'h3',
  held,
}: {
  item: CaseCardData;
  /** A draft's label (develop and preview builds). */
  held?: string;
  eager?: boolean;
  /** h2 when the list sits right under the page's h1, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card style={{ background: item.background }}>
      <div className="media">
        <Picture file={item.cover} alt={item.coverAlt} eager={eager} />
      </div>
      <div className="body">
        <HeldMark label={held} />
        <span className="meta">
          {item.industry.title} · {item.platforms.join(', ')}
        </span>
        <Heading className="card-title">
          <Link to={item.route}>{item.title}</Link>
        </Heading>
        <p>{item.description}</p>
      </div>
    </Card>
  );
}

export const query = graphql`
  fragment CaseCard on CaseStudy {
    id
    slug
    route
    title
    description
    background
    coverAlt
    platforms
    industry {
      slug
      title
      shortName
    }
    cover {
      ...VectorArt
      photo {
        gatsbyImageData(width: 640, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
`;
