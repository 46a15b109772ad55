import * as React from 'react';
import { loadSearch, preloadSearch, searchSite, type SearchOutcome } from './pagefind-client';

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
  const [preloaded, setPreloaded] = React.useState(false);

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

  // The rest of the index, in the background, once Pagefind is ready and the first answer is shown
  // (or nothing is typed yet): not sooner, so its files do not delay that first answer.
  const firstAnswered = status === 'ready' && (outcome.query !== '' || !query.trim());
  React.useEffect(() => {
    if (!active || !firstAnswered) return;
    preloadSearch().then(
      () => setPreloaded(true),
      () => {}, // keys then fetch what they need, as without it; tried again at the next open
    );
  }, [active, firstAnswered]);

  return { status, outcome, preloaded };
}
