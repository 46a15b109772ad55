import { graphql, Link } from 'gatsby';
import { Picture } from '../common/Picture';
import { HeldMark } from '../common/Held';
import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';

const Card = styled('article')({
  position: 'relative',
  height: '100%',
  borderRadius: 20,
  overflow: 'hidden',
  border: `1px solid ${palette.divider}`,
  background: palette.background.default,
  '& .body': { padding: 20, display: 'grid', gap: 8 },
  '& .card-title': { ...typography.h3, margin: 0 },
  '& .card-title a': { color: palette.text.primary, textDecoration: 'none' },
  '& .card-title a::after': { content: '""', position: 'absolute', inset: 0 },
  '&:hover .card-title a': { textDecoration: 'underline' },
  '& p': { margin: 0, color: palette.text.secondary },
  '& .meta': { fontSize: '0.85rem', color: palette.text.secondary },
});

export type PostCardData = Queries.PostCardFragment;

export function PostCard({
  post,
  headingLevel: Heading = 'h3',
  held,
}: {
  post: PostCardData;
  /** A draft's or scheduled post's label (develop and preview builds). */
  held?: string;
  /** h2 when the list sits right under the page's h1, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card>
      <Picture file={post.cover} alt={post.coverAlt} />
      <div className="body">
        <HeldMark label={held} />
        <span className="meta">
          <time dateTime={post.isoDate}>{post.date}</time> · {post.timeToRead} min read ·{' '}
          {post.tags.join(', ')}
        </span>
        <Heading className="card-title">
          <Link to={post.route}>{post.title}</Link>
        </Heading>
        <p>{post.description}</p>
      </div>
    </Card>
  );
}

export const query = graphql`
  fragment PostCard on BlogPost {
    id
    route
    title
    description
    date(formatString: "MMMM D, YYYY")
    isoDate: date(formatString: "YYYY-MM-DD")
    timeToRead
    tags
    coverAlt
    cover {
      ...VectorArt
      photo {
        gatsbyImageData(width: 560, aspectRatio: 1.9, layout: CONSTRAINED)
      }
    }
  }
`;
