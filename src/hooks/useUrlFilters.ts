import * as React from 'react';
import { keptValue } from '../loading';

/**
 * Filter values kept in the URL query (?industry=Education&platform=iOS) so a filtered list
 * survives a reload and can be shared. The static HTML shows the unfiltered list; after hydration
 * the state starts from what the visitor chose before the app ran (a select marked data-keep, see
 * the loading plugin's kept.ts), else from the URL; a choice kept that way is written to the URL.
 */
/** Puts `params` in the address bar without a new history entry. */
function replaceQuery(params: URLSearchParams) {
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}`,
  );
}

/**
 * `known`: the values each key can take; anything else found in the URL (an old link, a typo) is
 * ignored and dropped from the address, so the selects and the list always agree.
 */
export function useUrlFilters<K extends string>(keys: readonly K[], known: Record<K, readonly string[]>) {
  const [values, setValues] = React.useState<Partial<Record<K, string>>>({});

  React.useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    let rewrite = false;
    const initial: Partial<Record<K, string>> = {};
    for (const key of keys) {
      // The visitor's own choice before the app is newer than the URL they arrived with.
      const kept = keptValue(window, key);
      if (kept !== undefined) {
        if (kept) params.set(key, kept);
        else params.delete(key);
        rewrite = true;
      }
      const value = params.get(key);
      if (value && known[key].includes(value)) initial[key] = value;
      else if (value !== null) {
        params.delete(key);
        rewrite = true;
      }
    }
    setValues(initial);
    if (rewrite) replaceQuery(params);
    // keys and known are constant per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setFilter = React.useCallback((key: K, value: string | undefined) => {
    setValues((current) => {
      const params = new URLSearchParams(window.location.search);
      if (value) params.set(key, value);
      else params.delete(key);
      replaceQuery(params);
      return { ...current, [key]: value || undefined };
    });
  }, []);

  return [values, setFilter] as const;
}
