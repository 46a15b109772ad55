import styled from '@emotion/styled';
import site from '../../../content/site.json';
import { palette } from '../../theme/tokens';
import { FiveStars } from '../common/FiveStars';

const Root = styled('div')({
  marginTop: 40,
  display: 'grid',
  gap: 20,
  '& ul': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px 24px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  '& .reviews a': {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 44,
    color: palette.text.primary,
    textDecoration: 'none',
    fontSize: '0.95rem',
    fontWeight: 600,
  },
  '& .reviews a:hover': { textDecoration: 'underline' },
  '& .clients': { gap: '8px 28px' },
  // A fixed box per wordmark (their proportions differ): nothing moves when they arrive.
  '& .clients img': {
    display: 'block',
    width: 112,
    height: 36,
    objectFit: 'contain',
    objectPosition: 'left',
  },
  '& .clients-label': { fontSize: '0.85rem', color: palette.text.secondary, margin: 0 },
});

interface HeroProofProps {
  clients: readonly { name: string; label: string }[];
}

/** Proof in the first screen: the review sources' ratings and a few client wordmarks. */
export function HeroProof({ clients }: HeroProofProps) {
  return (
    <Root>
      <ul className="reviews" aria-label="Client reviews">
        {site.reviews.map((review) => (
          <li key={review.source}>
            <a href={review.link} target="_blank" rel="noopener noreferrer">
              <img src={`/images/sources/${review.source}.svg`} alt="" width={24} height={24} />
              <FiveStars size={14} />
              {review.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="clients-label" id="hero-clients">
        Products we built for
      </p>
      <ul className="clients" aria-labelledby="hero-clients">
        {clients.map((client) => (
          <li key={client.label}>
            <img src={client.name} alt={client.label} width={112} height={36} />
          </li>
        ))}
      </ul>
    </Root>
  );
}
