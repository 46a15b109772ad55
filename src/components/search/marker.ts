/**
 * Marks the header's search control in every page that has it. The build reads it (gatsby/search/csp.ts):
 * a page with it runs the search, so its Content-Security-Policy lets WebAssembly compile.
 */
export const SEARCH_CONTROL_ATTRIBUTE = 'data-search-control';
/** The page whose form the control falls back to before the app (and the results' link target). */
export const SEARCH_PAGE = '/search';
/** Where the build writes the index (gatsby/search/write-index.ts); `pagefind.js` is loaded on first use. */
export const SEARCH_BUNDLE = '/pagefind/';
