import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';

const List = styled('ul')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': {
    padding: '8px 14px',
    borderRadius: 999,
    border: `1px solid ${palette.divider}`,
    background: palette.background.paper,
    fontWeight: 600,
    fontSize: '0.95rem',
  },
});

/** Short labels (tech stack, technologies, deliverables) as chips. */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
