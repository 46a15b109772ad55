import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ReviewSourceLogo } from '../../../ui/ReviewSourceLogo';
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
            <ReviewSourceLogo source={review.source} size={32} />
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
