import { graphql, Link } from 'gatsby';
import { GatsbyImage, getImage } from 'gatsby-plugin-image';
import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';

const Card = styled('article')({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 20,
  overflow: 'hidden',
  color: '#ffffff',
  minHeight: '100%',
  '& .media': { aspectRatio: '3 / 2', overflow: 'hidden' },
  '& .body': { padding: '20px 22px 24px', display: 'grid', gap: 8 },
  '& h3': { ...typography.h3, margin: 0 },
  '& h3 a': { color: 'inherit', textDecoration: 'none' },
  // The whole card is clickable through the title link's pseudo-element.
  '& h3 a::after': { content: '""', position: 'absolute', inset: 0 },
  '& p': { margin: 0, color: 'rgb(255 255 255 / 0.9)' },
  '& .meta': { fontSize: '0.85rem', fontWeight: 600, color: 'rgb(255 255 255 / 0.85)' },
  '&:hover h3 a, & h3 a:focus-visible': { textDecoration: 'underline' },
  '&:focus-within': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 3 },
});

export type CaseCardData = Queries.CaseCardFragment;

/** Spec §3 case entry: image, title, description on the case's gradient. */
export function CaseCard({ item, eager = false }: { item: CaseCardData; eager?: boolean }) {
  const image = getImage(item.cover.raster?.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Card style={{ background: item.background }}>
      <div className="media">
        {image && (
          <GatsbyImage
            image={image}
            alt={item.coverAlt}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
          />
        )}
      </div>
      <div className="body">
        <span className="meta">
          {item.industry.title} · {item.platforms.join(', ')}
        </span>
        <h3>
          <Link to={item.route}>{item.title}</Link>
        </h3>
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
    }
    cover {
      raster {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.5, layout: CONSTRAINED)
        }
      }
    }
  }
`;
