import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';
import { ChevronRight } from '../common/icons';
import { CardGrid } from '../common/CardGrid';

const Grid = styled(CardGrid)({
  '& li': {
    position: 'relative',
    padding: 24,
    borderRadius: 20,
    border: `1px solid ${palette.divider}`,
    background: palette.background.default,
    transition: 'border-color 150ms, transform 150ms',
  },
  '& li:hover, & li:focus-within': { borderColor: palette.primary.main, transform: 'translateY(-2px)' },
  '& h3': {
    ...typography.h3,
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  '& a': { color: palette.text.primary, textDecoration: 'none' },
  '& a::after': { content: '""', position: 'absolute', inset: 0 },
  '& p': { margin: '8px 0 0', color: palette.text.secondary, lineHeight: 1.6 },
});

/** Cards that are each one link: service cards and industry tiles (spec §2 home page). */
export function LinkCards({
  items,
  label,
}: {
  items: readonly { title: string; link: string; desc?: string }[];
  label: string;
}) {
  return (
    <Grid min={260} gap={20} count={items.length} aria-label={label}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>
            <Link to={item.link}>{item.title}</Link>
            <ChevronRight size={22} />
          </h3>
          {item.desc && <p>{item.desc}</p>}
        </li>
      ))}
    </Grid>
  );
}
