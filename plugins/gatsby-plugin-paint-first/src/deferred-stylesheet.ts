import { DEFERRED_STYLESHEET_ATTRIBUTE } from './markers.ts';

/**
 * Puts the page's deferred stylesheets in it (once): each `<noscript data-deferred-stylesheet>` is
 * replaced by the `<link rel="stylesheet">` it holds (its markup is text to a browser that runs
 * scripts), which carries the wrapper's value. Nothing asks for the file before this.
 */
export function applyDeferredStylesheets(doc: Document): void {
  for (const wrapper of doc.querySelectorAll(`noscript[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) {
    const parsed = doc.createElement('template');
    parsed.innerHTML = wrapper.textContent ?? '';
    for (const link of parsed.content.querySelectorAll('link'))
      link.setAttribute(DEFERRED_STYLESHEET_ATTRIBUTE, wrapper.getAttribute(DEFERRED_STYLESHEET_ATTRIBUTE)!);
    wrapper.replaceWith(parsed.content);
  }
}

/**
 * Settles once every deferred stylesheet in the page has loaded or failed (no timer: an opening cut
 * short would show its content unstyled, then shift when the sheet lands); null when none is
 * loading, so a caller can act at once.
 */
export function deferredStylesheetsLoading(doc: Document): Promise<void> | null {
  const loading = [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)].filter(
    (link) => !link.sheet,
  );
  if (!loading.length) return null;
  return new Promise((resolve) => {
    let left = loading.length;
    const settled = () => --left === 0 && resolve();
    for (const link of loading) {
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
    }
  });
}
