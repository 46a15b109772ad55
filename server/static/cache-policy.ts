/**
 * Gatsby names its bundles `[name]-[contenthash].js` and `[name].[contenthash].css` (20 hex digits)
 * and puts processed assets under /static/: their content never changes under the same URL.
 * Everything else (HTML, page-data, app-data, sitemap, robots) must be revalidated on every use.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const HASHED_BUNDLE = /[-.][0-9a-f]{16,}\.(js|css)$/;

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/static/') || HASHED_BUNDLE.test(urlPath) ? IMMUTABLE : REVALIDATE;
}
