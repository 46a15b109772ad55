import styled from '@emotion/styled';
import { StarIcon } from './icons';

const Row = styled('span')({ display: 'flex', color: '#b45309' });

/** A five-star rating, read out as one image (the review badges, the hero's proof, testimonials). */
export function FiveStars({ size, label = '5 out of 5 stars' }: { size: number; label?: string }) {
  return (
    <Row role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} />
      ))}
    </Row>
  );
}
