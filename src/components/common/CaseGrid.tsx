import { CaseCard, type CaseCardData } from './CaseCard';
import { CardGrid } from './CardGrid';

/**
 * A list of case cards; the first `eagerCount` images load eagerly (above the fold). A list with
 * a `filterId` carries each case's industry and platforms, for filters that work before the app
 * (FilterSelect's `filters`).
 */
export function CaseGrid({
  items,
  eagerCount = 0,
  label,
  headingLevel,
  filterId,
  heldLabels,
}: {
  items: readonly CaseCardData[];
  eagerCount?: number;
  label: string;
  headingLevel?: 'h2' | 'h3';
  filterId?: string;
  /** Drafts' labels by id (the /Cases list of develop and preview builds). */
  heldLabels?: Readonly<Record<string, string>>;
}) {
  return (
    <CardGrid min={260} gap={24} count={items.length} aria-label={label} id={filterId}>
      {items.map((item, i) => (
        <li
          key={item.id}
          {...(filterId && {
            'data-industry': item.industry.slug,
            'data-platform': item.platforms.join('|'),
          })}
        >
          <CaseCard
            item={item}
            eager={i < eagerCount}
            headingLevel={headingLevel}
            held={heldLabels?.[item.id]}
          />
        </li>
      ))}
    </CardGrid>
  );
}
