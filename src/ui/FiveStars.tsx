import { STAR_PATH } from './icons';
import * as css from './FiveStars.css';

/**
 * A five-star rating, read out as one image (the review badges, the hero's proof, testimonials).
 * Not MUI's Rating: a read-only one still ships its radio inputs' logic (~3.6 kB gzipped on every
 * page); and plain SVG rather than MUI's SvgIcon, which would bring MUI's styling runtime to the
 * pages that show it. Each star is 1em: the size is the row's font size.
 */
export function FiveStars({ size, label = '5 out of 5 stars' }: { size: number; label?: string }) {
  return (
    <span role="img" aria-label={label} className={css.row} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css.star}>
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
