import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FiveStars } from '../../../ui/FiveStars';
import { site } from '../../navigation/menu';
import * as css from './ReviewBadges.css';

/** Three review sources, each with 5 stars; Upwork says 'Top Rated Status', the others '5-Star Rating'. */
export function ReviewBadges() {
  return (
    <ul aria-label="Client reviews" className={css.list}>
      {site.reviews.map((review) => (
        <li key={review.source}>
          <Link href={review.link} target="_blank" rel="noopener noreferrer" underline="none">
            <img
              src={`/images/sources/${review.source}.svg`}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              decoding="async"
            />
            <span>
              <Typography component="span" variant="inherit" className={css.name}>
                {review.name}
              </Typography>
              <FiveStars size={14} />
              <Typography component="span" variant="inherit" className={css.label}>
                {review.label}
              </Typography>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
