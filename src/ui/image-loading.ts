/**
 * How the site's images load, stated once. React 18 does not know fetchPriority; the lowercase
 * attribute reaches the HTML as is.
 *
 * Lazy: fetched as it nears the screen, at low priority. Chromium raises a lazy image it finds on
 * the first screen to high priority, and the home page's first screen holds seven small logos and
 * badges: at high priority they shared a phone's first second with the page's own content, and
 * Lighthouse counted them in its largest paint (about 90 ms of `/`'s, docs/performance.md).
 */
type ImageLoading = Record<string, string>;

export const LAZY_IMAGE: ImageLoading = { loading: 'lazy', decoding: 'async', fetchpriority: 'low' };

/** Above the fold and the page's largest content: at once, at high priority. */
export const EAGER_IMAGE: ImageLoading = { loading: 'eager', decoding: 'async', fetchpriority: 'high' };
