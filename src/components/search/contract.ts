/**
 * What the build (gatsby/search) and the browser's search agree on, kept on the site's side: the
 * build imports it from here, the site never imports from the build. No imports, so the build's
 * modules that node runs directly read it as it is.
 */

/** The page whose form the control falls back to before the app (and a shared query's address). */
export const SEARCH_PAGE = '/search';
/** Marks the header's search control: a page with it runs the search, so its CSP lets WebAssembly compile. */
export const SEARCH_CONTROL_ATTRIBUTE = 'data-search-control';
/**
 * Where the build writes the index (gatsby/search/write-index.ts); the browser loads `pagefind.js`
 * from it on first use.
 */
export const SEARCH_BUNDLE = '/pagefind/';
/**
 * The list the browser reads to load the whole index once the search is used, beside Pagefind's
 * files in SEARCH_BUNDLE (written by gatsby/search/preload-manifest.ts).
 */
export const SEARCH_PRELOAD = 'preload.json';

/**
 * What the browser needs to load the whole index into Pagefind once the search is used, so every key
 * after the first is answered from memory (docs/search.md, Preload). Pagefind's browser API loads an
 * index chunk only for a term (`preload(term)`) and a fragment only for a result (`data()`): so the
 * list holds one term per chunk (its first word, which falls in it) and the sections, whose
 * filter-only search returns every page.
 */
export interface PreloadManifest {
  /** One word per index chunk, each inside its chunk's range: `preload(terms.join(' '))` loads all. */
  terms: string[];
  /** Every section a page was indexed under: a search for any of them returns every page. */
  sections: string[];
  /** What loading everything costs: the index chunks, fragments and filters, as served (compressed). */
  bytes: number;
}
