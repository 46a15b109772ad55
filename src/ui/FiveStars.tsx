import SvgIcon from '@mui/material/SvgIcon';
import { STAR_PATH } from './icons';
import * as css from './FiveStars.css';

// The size is the row's font size: each star is 1em (SvgIcon's fontSize="inherit").

/**
 * A five-star rating, read out as one image (the review badges, the hero's proof, testimonials).
 * Not MUI's Rating: a read-only one still ships its radio inputs' logic (~3.6 kB gzipped on every page).
 */
export function FiveStars({ size, label = '5 out of 5 stars' }: { size: number; label?: string }) {
  return (
    <span role="img" aria-label={label} className={css.row} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <SvgIcon key={n} fontSize="inherit">
          <path d={STAR_PATH} />
        </SvgIcon>
      ))}
    </span>
  );
}
