import * as React from 'react';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { FilterSelect } from '../common/FilterSelect';
import { CaseGrid } from './CaseGrid';
import { Static } from '../../loading/Static';
import type { CaseCardData } from './CaseCard';
import { useUrlFilters } from '../../hooks/useUrlFilters';
import { KEPT_ATTRIBUTE } from '../../loading/markers';

const LIST_ID = 'case-list';

const Bar = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: 16,
  marginBottom: 32,
  '& output': { color: palette.text.secondary, paddingBottom: 12 },
  // A choice made before the app: the list is filtered already, the count waits for the app.
  [`&:has([${KEPT_ATTRIBUTE}]) output`]: { visibility: 'hidden' },
  '& button': {
    height: 48,
    padding: '0 16px',
    borderRadius: 12,
    border: `1px solid ${palette.divider}`,
    background: 'none',
    color: palette.text.primary,
    font: 'inherit',
    cursor: 'pointer',
  },
});

const KEYS = ['industry', 'platform'] as const;

// Not localeCompare: its first call loads the browser's collation data, ~20 ms here (~80 ms of a
// phone's main thread) in the middle of hydration; the names are plain English.
const byTitle = (a: readonly [string, string], b: readonly [string, string]) =>
  a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;

/** Spec-less but expected: filter the case list by industry and platform, kept in the URL. */
export function CaseFilters({ cases }: { cases: readonly CaseCardData[] }) {
  const [filters, setFilter] = useUrlFilters(KEYS);
  const industries = React.useMemo(
    () => [...new Map(cases.map((c) => [c.industry.slug, c.industry.shortName])).entries()].sort(byTitle),
    [cases],
  );
  const platforms = React.useMemo(() => [...new Set(cases.flatMap((c) => c.platforms))].sort(), [cases]);
  const visible = cases.filter(
    (c) =>
      (!filters.industry || c.industry.slug === filters.industry) &&
      (!filters.platform || c.platforms.includes(filters.platform)),
  );
  return (
    <>
      <Bar role="search" aria-label="Filter case studies">
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
          <button type="button" onClick={() => KEYS.forEach((k) => setFilter(k, undefined))}>
            Clear filters
          </button>
        )}
        <output aria-live="polite">
          {visible.length} of {cases.length} case studies
        </output>
      </Bar>
      {/* The full list is the server's HTML, kept as it is on the first load (Static); a filtered
          list is React's, and clearing the filters shows the full list rendered by React. */}
      {filters.industry || filters.platform ? (
        <CaseGrid items={visible} eagerCount={1} label="Case studies" headingLevel="h2" />
      ) : (
        <Static>
          <CaseGrid items={cases} eagerCount={1} label="Case studies" headingLevel="h2" filterId={LIST_ID} />
        </Static>
      )}
    </>
  );
}
