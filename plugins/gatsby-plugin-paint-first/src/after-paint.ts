import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SEEN_KEY } from './markers.ts';

/**
 * Applies the rules held back for after the first paint (AFTER_PAINT_ATTRIBUTE), and notes that this
 * origin has: its next pages apply them at once (AfterPaintStyle). Once is enough.
 */
export function applyAfterPaint(win: Window): void {
  for (const sheet of win.document.querySelectorAll(`style[${AFTER_PAINT_ATTRIBUTE}][media]`))
    sheet.removeAttribute('media');
  try {
    win.localStorage.setItem(AFTER_PAINT_SEEN_KEY, '1');
  } catch {
    // Storage can throw (privacy modes): the next page waits for its paint again.
  }
}
