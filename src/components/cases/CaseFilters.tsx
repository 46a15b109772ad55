import * as React from 'react';
import { FilterSelect } from '../common/FilterSelect';
import { CaseGrid } from '../common/CaseGrid';
import { Static } from '../../loading';
import type { CaseCardData } from '../common/CaseCard';
import { useUrlFilters } from '../../hooks/useUrlFilters';
import { COUNT_ATTRIBUTE } from '../common/filter-match';
import { matchesFilters } from '../common/filter-match';
import * as css from './CaseFilters.css';

const LIST_ID = 'case-list';

const KEYS = ['industry', 'platform'] as const;

// Not localeCompare: its first call loads the browser's collation data, ~20 ms here (~80 ms of a
// phone's main thread) in the middle of hydration; the names are plain English.
const byTitle = (a: readonly [string, string], b: readonly [string, string]) =>
  a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;

/** Spec-less but expected: filter the case list by industry and platform, kept in the URL. */
export function CaseFilters({
  cases,
  heldLabels,
}: {
  cases: readonly CaseCardData[];
  /** Drafts' labels by id (develop and preview builds). */
  heldLabels?: Readonly<Record<string, string>>;
}) {
  const industries = React.useMemo(
    () => [...new Map(cases.map((c) => [c.industry.slug, c.industry.shortName])).entries()].sort(byTitle),
    [cases],
  );
  const platforms = React.useMemo(() => [...new Set(cases.flatMap((c) => c.platforms))].sort(), [cases]);
  // A value in the URL that names no industry or platform (an old link, a typo) is ignored.
  const known = React.useMemo(
    () => ({ industry: industries.map(([slug]) => slug), platform: platforms }),
    [industries, platforms],
  );
  const [filters, setFilter] = useUrlFilters(KEYS, known);
  const chosen = KEYS.map((key) => [key, filters[key]] as const);
  const visible = cases.filter((c) =>
    matchesFilters((name) => (name === 'industry' ? [c.industry.slug] : c.platforms), chosen),
  );
  const clear = () => KEYS.forEach((k) => setFilter(k, undefined));
  return (
    <>
      <div role="search" aria-label="Filter case studies" className={css.bar}>
        <FilterSelect
          name="industry"
          label="Industry"
          value={filters.industry}
          allLabel="All industries"
          filters={LIST_ID}
          options={industries.map(([value, label]) => ({ value, label }))}
          onChange={(v) => setFilter('industry', v)}
        />
        <FilterSelect
          name="platform"
          label="Platform"
          value={filters.platform}
          allLabel="All platforms"
          filters={LIST_ID}
          options={platforms.map((p) => ({ value: p, label: p }))}
          onChange={(v) => setFilter('platform', v)}
        />
        {(filters.industry || filters.platform) && (
          <button type="button" onClick={clear} className={css.button}>
            Clear filters
          </button>
        )}
        <output aria-live="polite" className={css.count}>
          {/* A choice made before the app: the starter filtered the list and wrote this number;
              the app renders its own once it has read the choice (useUrlFilters). */}
          <span {...{ [COUNT_ATTRIBUTE]: LIST_ID }} suppressHydrationWarning>
            {visible.length}
          </span>{' '}
          of {cases.length} case studies
        </output>
      </div>
      {/* The full list is the server's HTML, kept as it is on the first load (Static); a filtered
          list is React's, and clearing the filters shows the full list rendered by React. */}
      <div className={css.results}>
        {filters.industry || filters.platform ? (
          <CaseGrid
            items={visible}
            eagerCount={1}
            label="Case studies"
            headingLevel="h2"
            filterId={LIST_ID}
            heldLabels={heldLabels}
          />
        ) : (
          <Static>
            <CaseGrid
              items={cases}
              eagerCount={1}
              label="Case studies"
              headingLevel="h2"
              filterId={LIST_ID}
              heldLabels={heldLabels}
            />
          </Static>
        )}
        <p className={css.empty} role="status">
          No case study matches these filters.
          <button type="button" onClick={clear} className={css.emptyButton}>
            Show all case studies
          </button>
        </p>
      </div>
    </>
  );
}
