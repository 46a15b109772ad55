import * as React from 'react';
import { earlyValue } from '../loading/replay';

/**
 * Filter values kept in the URL query (?industry=Education&platform=iOS) so a filtered list
 * survives a reload and can be shared. The static HTML shows the unfiltered list; after hydration
 * the state starts from the URL, else from what the visitor chose before the app ran (a select
 * marked data-keep, see loading/replay.ts), and a choice kept that way is written to the URL.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [values, setValues] = React.useState<Partial<Record<K, string>>>({});

  React.useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = params.get(key) ?? earlyValue(window, key);
      if (value) fromUrl[key] = value;
    }
    setValues(fromUrl);
    const query = new URLSearchParams(fromUrl as Record<string, string>).toString();
    if (query !== params.toString())
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}`,
      );
    // keys is a constant list per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setFilter = React.useCallback((key: K, value: string | undefined) => {
    setValues((current) => {
      const next = { ...current, [key]: value || undefined };
      const params = new URLSearchParams(window.location.search);
      if (value) params.set(key, value);
      else params.delete(key);
      const query = params.toString();
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}`,
      );
      return next;
    });
  }, []);

  return [values, setFilter] as const;
}
