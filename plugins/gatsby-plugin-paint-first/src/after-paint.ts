import { AFTER_PAINT_ATTRIBUTE } from './markers.ts';

/** Applies the rules held back for after the first paint (AFTER_PAINT_ATTRIBUTE); once is enough. */
export function applyAfterPaint(doc: Document): void {
  for (const sheet of doc.querySelectorAll(`[${AFTER_PAINT_ATTRIBUTE}][media]`))
    sheet.removeAttribute('media');
}
