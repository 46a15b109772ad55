import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { FiveStars } from '../../common/FiveStars';
import { site } from '../../navigation/menu';

const listSx: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px',
  listStyle: 'none',
  margin: '40px 0 0',
  padding: 0,
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '10px 16px',
    borderRadius: '12px',
    border: 1,
    borderColor: 'divider',
    color: 'text.primary',
    '&:hover': { borderColor: 'primary.main' },
  },
  '& .name': { display: 'block', fontWeight: 700 },
  '& .label': { fontSize: '0.85rem' },
};

/** Three review sources, each with 5 stars; Upwork says 'Top Rated Status', the others '5-Star Rating'. */
export function ReviewBadges() {
  return (
    <Box component="ul" aria-label="Client reviews" sx={listSx}>
      {site.reviews.map((review) => (
        <li key={review.source}>
          <Link href={review.link} target="_blank" rel="noopener noreferrer" underline="none">
            <img src={`/images/sources/${review.source}.svg`} alt="" width={32} height={32} />
            <span>
              <Typography component="span" variant="inherit" className="name">
                {review.name}
              </Typography>
              <FiveStars size={14} />
              <Typography component="span" variant="inherit" color="text.secondary" className="label">
                {review.label}
              </Typography>
            </span>
          </Link>
        </li>
      ))}
    </Box>
  );
}
