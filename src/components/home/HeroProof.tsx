import site from '../../../content/site.json';
import { ReviewSourceLogo } from '../../ui/ReviewSourceLogo';
import { FiveStars } from '../../ui/FiveStars';
import * as css from './HeroProof.css';
import { LAZY_IMAGE } from '../../ui/image-loading';

interface HeroProofProps {
  clients: readonly { name: string; label: string }[];
}

/** Proof in the first screen: the review sources' ratings and the wordmarks of a few products we built. */
export function HeroProof({ clients }: HeroProofProps) {
  return (
    <div className={css.root}>
      <ul className={css.reviews} aria-label="Client reviews">
        {site.reviews.map((review) => (
          <li key={review.source}>
            <a className={css.review} href={review.link} target="_blank" rel="noopener noreferrer">
              <ReviewSourceLogo source={review.source} size={24} />
              <FiveStars size={14} />
              {review.name}
            </a>
          </li>
        ))}
      </ul>
      <p className={css.clientsLabel} id="hero-clients">
        {site.productWall.heroLabel}
      </p>
      <ul className={css.clients} aria-labelledby="hero-clients">
        {clients.map((client) => (
          <li key={client.label}>
            <img
              className={css.wordmark}
              src={client.name}
              alt={client.label}
              width={112}
              height={36}
              {...LAZY_IMAGE}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
