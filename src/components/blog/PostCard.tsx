import { graphql, Link } from 'gatsby';
import { Picture } from '../common/Picture';
import { HeldMark } from '../common/Held';
import * as css from './PostCard.css';

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
    <article className={css.card}>
      <Picture file={post.cover} alt={post.coverAlt} />
      <div className={css.body}>
        <HeldMark label={held} />
        <span className={css.meta}>
          <time dateTime={post.isoDate}>{post.date}</time> · {post.timeToRead} min read ·{' '}
          {post.tags.join(', ')}
        </span>
        <Heading className={css.title}>
          <Link to={post.route} className={css.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={css.text}>{post.description}</p>
      </div>
    </article>
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
