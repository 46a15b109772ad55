import { SEARCH_BUNDLE } from './marker';

/** The part of Pagefind's browser API this uses (https://pagefind.app/docs/api/). */
interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  excerpt: string;
}
export interface SearchOutcome {
  query: string;
  total: number;
  hits: SearchHit[];
}

/** Results shown at once; the count says how many matched in all. */
export const SHOWN_RESULTS = 8;
/**
 * Results whose fragments (title, excerpt: one small file each) are fetched once an answer is shown,
 * though not shown. A longer text's results are among a shorter one's, so the next key's first
 * eight are mostly among these and come from memory, not the network (docs/search.md, Speed).
 */
export const WARMED_RESULTS = 24;

let loading: Promise<Pagefind> | null = null;

/**
 * Pagefind's script, from the built site (public/pagefind/, not webpack's bundle), fetched the first
 * time a visitor opens the search: no page loads it before. A failed load can be retried.
 */
export function loadSearch(): Promise<Pagefind> {
  const url = `${SEARCH_BUNDLE}pagefind.js`;
  loading ??= (import(/* webpackIgnore: true */ url) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * The matches for `query`, or null when `superseded()` says a newer query was asked meanwhile: the
 * results' fragments (title, excerpt) are then not fetched at all.
 */
export async function searchSite(query: string, superseded: () => boolean = () => false) {
  const text = query.trim();
  if (!text) return { query: text, total: 0, hits: [] };
  const pagefind = await loadSearch();
  if (superseded()) return null;
  const found = await pagefind.search(text);
  if (superseded()) return null;
  const results = found?.results ?? [];
  const hits = await Promise.all(
    results.slice(0, SHOWN_RESULTS).map(async (result) => {
      const data = await result.data();
      return {
        url: data.url,
        title: data.meta.title ?? data.url,
        section: data.meta.section ?? '',
        excerpt: data.excerpt,
      };
    }),
  );
  if (!superseded())
    void Promise.allSettled(results.slice(SHOWN_RESULTS, WARMED_RESULTS).map((result) => result.data()));
  return { query: text, total: results.length, hits } satisfies SearchOutcome;
}
