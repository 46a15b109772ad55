import { graphql, Link } from 'gatsby';
import { Picture } from './Picture';
import { HeldMark } from './Held';
import * as css from './CaseCard.css';

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
    <article className={css.card} style={{ background: item.background }}>
      <div className={css.media}>
        <Picture file={item.cover} alt={item.coverAlt} eager={eager} />
      </div>
      <div className={css.body}>
        <HeldMark label={held} />
        <span className={css.meta}>
          {item.industry.title} · {item.platforms.join(', ')}
        </span>
        <Heading className={css.title}>
          <Link to={item.route} className={css.link}>
            {item.title}
          </Link>
        </Heading>
        <p className={css.text}>{item.description}</p>
      </div>
    </article>
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
