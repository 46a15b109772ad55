import { SEARCH_BUNDLE, SEARCH_PRELOAD, type PreloadManifest } from './contract';

/** The part of Pagefind's browser API this uses (https://pagefind.app/docs/api/). */
interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string | null,
    options?: { filters?: Record<string, { any: string[] }> },
  ): Promise<{ results: PagefindResult[] } | null>;
  preload(query: string): Promise<void>;
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
/** Fragments asked of Pagefind's worker at a time by the preload, so a key's own answer is not queued behind all. */
const PRELOAD_BATCH = 8;

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
  return { query: text, total: results.length, hits } satisfies SearchOutcome;
}

let preloading: Promise<void> | null = null;

/**
 * The whole index into Pagefind's memory, once the search is used (useSiteSearch: after the first
 * answer): every index chunk, by one term per chunk (the build's preload.json), and every page's
 * fragment, by a search for every section. Every later key is then answered without a file
 * (docs/search.md, Preload). A failed preload is tried again at the next call.
 */
export function preloadSearch(): Promise<void> {
  preloading ??= (async () => {
    const pagefind = await loadSearch();
    const response = await fetch(`${SEARCH_BUNDLE}${SEARCH_PRELOAD}`, { priority: 'low' });
    if (!response.ok) throw new Error(`${response.status} fetching ${SEARCH_PRELOAD}`);
    const manifest = (await response.json()) as PreloadManifest;
    await pagefind.preload(manifest.terms.join(' '));
    const every = await pagefind.search(null, { filters: { section: { any: manifest.sections } } });
    const results = every?.results ?? [];
    for (let i = 0; i < results.length; i += PRELOAD_BATCH)
      await Promise.all(results.slice(i, i + PRELOAD_BATCH).map((result) => result.data()));
  })().catch((error: unknown) => {
    preloading = null;
    throw error;
  });
  return preloading;
}
