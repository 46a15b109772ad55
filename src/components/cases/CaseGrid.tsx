import { CaseCard, type CaseCardData } from './CaseCard';
import { CardGrid } from '../common/CardGrid';

/** A list of case cards; the first `eagerCount` images load eagerly (above the fold). */
export function CaseGrid({
  items,
  eagerCount = 0,
  label,
  headingLevel,
}: {
  items: readonly CaseCardData[];
  eagerCount?: number;
  label: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <CardGrid min={260} gap={24} count={items.length} aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <CaseCard item={item} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
