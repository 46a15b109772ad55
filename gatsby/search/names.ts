/**
 * Names the build and the browser's search agree on (re-exported by src/components/search/marker.ts);
 * here, with no imports, so the build's modules that node runs directly read them as they are.
 */
/** Marks the header's search control: a page with it runs the search, so its CSP lets WebAssembly compile. */
export const SEARCH_CONTROL_ATTRIBUTE = 'data-search-control';
/** Where the build writes the index (write-index.ts); the browser loads `pagefind.js` from it on first use. */
export const SEARCH_BUNDLE = '/pagefind/';
/**
 * The list the browser reads to load the whole index once the search is used (preload-manifest.ts),
 * beside Pagefind's files in SEARCH_BUNDLE.
 */
export const SEARCH_PRELOAD = 'preload.json';
