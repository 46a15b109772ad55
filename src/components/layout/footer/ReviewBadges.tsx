import styled from '@emotion/styled';
import { palette } from '../../../theme/tokens';
import { FiveStars } from '../../common/FiveStars';
import { site } from '../../navigation/menu';

const List = styled('ul')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  listStyle: 'none',
  margin: '40px 0 0',
  padding: 0,
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '10px 16px',
    borderRadius: 12,
    border: `1px solid ${palette.divider}`,
    color: palette.text.primary,
    textDecoration: 'none',
    '&:hover': { borderColor: palette.primary.main },
  },
  '& .name': { fontWeight: 700, display: 'block' },
  '& .label': { fontSize: '0.85rem', color: palette.text.secondary },
});

/** Three review sources, each with 5 stars; Upwork says 'Top Rated Status', the others '5-Star Rating'. */
export function ReviewBadges() {
  return (
    <List aria-label="Client reviews">
      {site.reviews.map((review) => (
        <li key={review.source}>
          <a href={review.link} target="_blank" rel="noopener noreferrer">
            <img src={`/images/sources/${review.source}.svg`} alt="" width={32} height={32} />
            <span>
              <span className="name">{review.name}</span>
              <FiveStars size={14} />
              <span className="label">{review.label}</span>
            </span>
          </a>
        </li>
      ))}
    </List>
  );
}
