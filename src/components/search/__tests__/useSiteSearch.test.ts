/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { SearchOutcome } from '../pagefind-client';
import { useSiteSearch } from '../useSiteSearch';

// Pagefind's client, answering each query when the test says so.
const mockPending = new Map<
  string,
  { resolve: (o: SearchOutcome | null) => void; reject: (e: Error) => void }
>();
const mockPreload = jest.fn(() => Promise.resolve());
jest.mock('../pagefind-client', () => ({
  loadSearch: () => Promise.resolve({}),
  preloadSearch: () => mockPreload(),
  searchSite: (query: string, superseded: () => boolean) =>
    new Promise<SearchOutcome | null>((resolve, reject) =>
      mockPending.set(query, {
        resolve: (outcome) => resolve(superseded() ? null : outcome),
        reject,
      }),
    ),
}));

const answer = (query: string, total = 1): SearchOutcome => ({
  query,
  total,
  hits: [{ url: `/${query}`, title: query, section: 'Blog', excerpt: query }],
});

beforeEach(() => {
  mockPending.clear();
  mockPreload.mockClear();
});

describe('useSiteSearch', () => {
  it('shows the newest query’s answer, whatever order the answers arrive in', async () => {
    const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, true), {
      initialProps: { query: 'd' },
    });
    rerender({ query: 'de' });
    rerender({ query: 'des' });
    await act(async () => mockPending.get('des')!.resolve(answer('des')));
    await act(async () => mockPending.get('d')!.resolve(answer('d')));
    await act(async () => mockPending.get('de')!.resolve(answer('de')));
    expect(result.current.outcome.query).toBe('des');
    expect(result.current.status).toBe('ready');
  });

  it('a failed query is not the end: the next answer clears the failure', async () => {
    const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, true), {
      initialProps: { query: 'fl' },
    });
    await act(async () => mockPending.get('fl')!.reject(new Error('offline')));
    expect(result.current.status).toBe('failed');
    rerender({ query: 'flu' });
    await act(async () => mockPending.get('flu')!.resolve(answer('flu')));
    expect(result.current).toMatchObject({ status: 'ready', outcome: { query: 'flu' } });
  });

  it('loads the rest of the index once the first answer is shown, not before, and once', async () => {
    const { result, rerender } = renderHook(({ query, active }) => useSiteSearch(query, active), {
      initialProps: { query: 'fl', active: false },
    });
    await act(async () => {});
    expect(mockPreload).not.toHaveBeenCalled(); // the search not used: nothing loaded
    rerender({ query: 'fl', active: true });
    await act(async () => {});
    expect(mockPreload).not.toHaveBeenCalled(); // its first answer is still to come
    await act(async () => mockPending.get('fl')!.resolve(answer('fl')));
    expect(mockPreload).toHaveBeenCalledTimes(1);
    expect(result.current.preloaded).toBe(true);
    rerender({ query: 'flu', active: true });
    await act(async () => mockPending.get('flu')!.resolve(answer('flu')));
    expect(mockPreload).toHaveBeenCalledTimes(1);
  });

  it('with nothing typed, loads it as soon as Pagefind is ready', async () => {
    renderHook(() => useSiteSearch('', true));
    await act(async () => {});
    expect(mockPreload).toHaveBeenCalledTimes(1);
  });
});
