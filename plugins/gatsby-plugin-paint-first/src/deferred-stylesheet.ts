import { DEFERRED_STYLESHEET_ATTRIBUTE } from './markers.ts';

/**
 * How long an opening waits for a deferred stylesheet that neither loads nor fails: long enough
 * for a slow phone's network (3 s opened unstyled forms there, which jumped when the sheet landed),
 * short enough that a request that hangs does not keep a visitor from the contact form.
 */
export const DEFERRED_STYLESHEET_WAIT_MS = 15_000;

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
 * Settles once every deferred stylesheet in the page has loaded or failed, or after
 * DEFERRED_STYLESHEET_WAIT_MS; null when none is loading, so a caller can act at once.
 */
export function deferredStylesheetsLoading(doc: Document): Promise<void> | null {
  const loading = [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)].filter(
    (link) => !link.sheet,
  );
  if (!loading.length) return null;
  const win = doc.defaultView!;
  return new Promise((resolve) => {
    let left = loading.length;
    const settled = () => --left === 0 && resolve();
    for (const link of loading) {
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
    }
    win.setTimeout(resolve, DEFERRED_STYLESHEET_WAIT_MS);
  });
}
