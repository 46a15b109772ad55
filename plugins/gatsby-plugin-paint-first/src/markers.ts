/** Names the inline starter (starter/) and the app (kept.ts, gatsby-browser.ts) agree on. */

/** The global where the starter keeps what the visitor did before the app had hydrated. */
export const KEPT_GLOBAL = '__kept';
/**
 * Marks what the starter keeps until the app has hydrated: a button's tap (marked busy, then
 * clicked once), a field's value (the app starts from it), a form's Send (it never posts by itself).
 */
export const KEEP_ATTRIBUTE = 'data-keep';
/** Set by the starter on a `data-keep` field the visitor changed before the app; the app clears it. */
export const KEPT_ATTRIBUTE = 'data-kept';
/**
 * Set on a React root's container once the app has hydrated it: on <html> for the page, on the
 * container of a root of its own (the contact dialog's). The starter keeps nothing inside it then.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * On a `<noscript>` holding a `<link rel="stylesheet">` the page needs only once the visitor acts
 * (the contact dialog's): nothing fetches it before the app starts, when the starter puts the link in
 * the page (src/deferred-stylesheet.ts); a browser without scripts applies it as it parses. The
 * value is free for the site (the Emotion rules it holds, here) and is copied to the link.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';
/**
 * On the `<style>` of what the first paint does not wait for (AfterPaintStyle), its value the
 * selector of the page's blocks; removed once the style is claimed. Its rules apply where
 * AFTER_PAINT_APPLIED_ATTRIBUTE is set. The starter sets that two frames after the largest paint,
 * block by block over a few frames, and `<html>` last (after-paint.ts); a script sets it
 * on `<html>` as the head is parsed where a browser reports no largest paint or has no scroll
 * anchoring (a late swap would move what was scrolled to), or this origin has applied it before
 * (its files are cached then); the app sets it where there is no starter. Without scripts, the page's own `<noscript>` copy applies.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
/**
 * On AfterPaintStyle's `<noscript>` copy, which a browser without scripts applies as it parses: a
 * measurement of the page without its scripts (tools' no-JS twin) leaves it out, as it leaves out
 * what the page itself applies only after its first paint.
 */
export const AFTER_PAINT_COPY_ATTRIBUTE = 'data-after-paint-copy';
/** Set on a block, then on `<html>`, as the rules held for after the paint apply there. */
export const AFTER_PAINT_APPLIED_ATTRIBUTE = 'data-after-paint-applied';
/** localStorage: set once the rules held for after the paint have applied on this origin. */
export const AFTER_PAINT_SEEN_KEY = 'paint-first:after-paint';
