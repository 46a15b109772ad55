import styled from '@emotion/styled';
import { mq } from '../../theme/tokens';
import { CaseCard, type CaseCardData } from './CaseCard';

const Grid = styled('ul')({
  display: 'grid',
  gap: 24,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: '1fr',
  [mq.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
});

/** A list of case cards; the first `eagerCount` images load eagerly (above the fold). */
export function CaseGrid({
  items,
  eagerCount = 0,
  label,
}: {
  items: readonly CaseCardData[];
  eagerCount?: number;
  label: string;
}) {
  return (
    <Grid aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <CaseCard item={item} eager={i < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}
