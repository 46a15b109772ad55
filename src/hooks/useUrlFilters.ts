import * as React from 'react';

/**
 * Filter values kept in the URL query (?industry=Education&platform=iOS) so a filtered list
 * survives a reload and can be shared. The static HTML shows the unfiltered list; the query is
 * applied after hydration.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [values, setValues] = React.useState<Partial<Record<K, string>>>({});

  React.useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value) fromUrl[key] = value;
    }
    setValues(fromUrl);
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
