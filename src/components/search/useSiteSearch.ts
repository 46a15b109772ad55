import * as React from 'react';
import { loadSearch, searchSite, type SearchOutcome } from './pagefind-client';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The results for what the visitor has typed, searched at every change (no debounce: Pagefind
 * answers from the chunks it has in a few milliseconds). An answer that arrives after a newer
 * query has been asked is dropped, so the list never shows results for older text.
 */
export function useSiteSearch(query: string, active: boolean) {
  const [status, setStatus] = React.useState<SearchStatus>('idle');
  const [outcome, setOutcome] = React.useState<SearchOutcome>({ query: '', total: 0, hits: [] });
  const asked = React.useRef(0);

  React.useEffect(() => {
    if (!active) return;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    loadSearch().then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
  }, [active]);

  React.useEffect(() => {
    if (!active) return;
    const id = ++asked.current;
    searchSite(query, () => id !== asked.current).then(
      (found) => {
        if (!found || id !== asked.current) return;
        setOutcome(found);
        // A failed query (a dropped connection) is not the end: the next real answer clears it.
        if (found.query) setStatus('ready');
      },
      () => {
        if (id === asked.current) setStatus('failed');
      },
    );
  }, [query, active]);

  return { status, outcome };
}
