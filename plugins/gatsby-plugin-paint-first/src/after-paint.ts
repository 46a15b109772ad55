import { AFTER_PAINT_APPLIED_ATTRIBUTE, AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SEEN_KEY } from './markers.ts';

/**
 * The blocks of the styles not yet claimed (AfterPaintStyle), which are claimed now: whoever comes
 * second (the app after the starter, a timer after the largest paint) finds none.
 */
function claim(doc: Document): Element[] | null {
  const styles = [...doc.querySelectorAll(`style[${AFTER_PAINT_ATTRIBUTE}]`)];
  if (!styles.length) return null;
  return styles.flatMap((style) => {
    const selector = style.getAttribute(AFTER_PAINT_ATTRIBUTE);
    style.removeAttribute(AFTER_PAINT_ATTRIBUTE);
    return selector ? [...doc.querySelectorAll(selector)] : [];
  });
}

/** The root last: the rules now apply everywhere; this origin's next pages apply them at once. */
function finish(win: Window): void {
  win.document.documentElement.setAttribute(AFTER_PAINT_APPLIED_ATTRIBUTE, '');
  try {
    win.localStorage.setItem(AFTER_PAINT_SEEN_KEY, '1');
  } catch {
    // Storage can throw (privacy modes): the next page waits for its paint again.
  }
}

/** Applies what waited for the first paint to the whole page at once (the app, where no starter ran). */
export function applyAfterPaint(win: Window): void {
  if (claim(win.document)) finish(win);
}

/**
 * Applies it block by block, one per frame, the root last. At once, the brand font's swap laid
 * out every line of the first screen again in one task (40-50 ms, four times that on a phone); a
 * block's own lines are a short task. The first block's layout asks for the font files, and the
 * others wait until they have loaded or failed (`document.fonts.ready`), so each is laid out once,
 * in its final face.
 */
export function applyAfterPaintInSteps(win: Window): void {
  const doc = win.document;
  const blocks = claim(doc);
  if (!blocks) return;
  const step = (index: number) =>
    win.requestAnimationFrame(() => {
      const block = blocks[index];
      if (!block) return finish(win);
      block.setAttribute(AFTER_PAINT_APPLIED_ATTRIBUTE, '');
      if (index > 0 || !doc.fonts) return step(index + 1);
      // The next frame: this one's layout has asked for the files by then.
      win.requestAnimationFrame(() => void doc.fonts.ready.then(() => step(1)));
    });
  step(0);
}
