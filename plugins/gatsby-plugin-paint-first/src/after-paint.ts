import { AFTER_PAINT_APPLIED_ATTRIBUTE, AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SEEN_KEY } from './markers.ts';

/**
 * The styles not yet claimed (AfterPaintStyle), which are claimed now: whoever comes second (the
 * app after the starter, a timer after the largest paint) finds none. Their blocks, and the family
 * of their first `@font-face`, the one the blocks' text is drawn in (a family after it is for
 * characters the first lacks, which a browser asks for as it meets them).
 */
function claim(doc: Document): { blocks: Element[]; family: string | undefined } | null {
  const styles = [...doc.querySelectorAll(`style[${AFTER_PAINT_ATTRIBUTE}]`)];
  if (!styles.length) return null;
  const face = /@font-face\s*\{[^}]*?font-family:([^;}]+)/.exec(
    styles.map((style) => style.textContent).join(''),
  );
  return {
    blocks: styles.flatMap((style) => {
      const selector = style.getAttribute(AFTER_PAINT_ATTRIBUTE);
      style.removeAttribute(AFTER_PAINT_ATTRIBUTE);
      return selector ? [...doc.querySelectorAll(selector)] : [];
    }),
    family: face ? face[1] : undefined,
  };
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
 * A block inside another comes first (post-order): marking the outer one first would lay out the
 * inner one's text with it, in the one task the steps exist to split.
 */
function innerFirst(a: Element, b: Element): number {
  // The constants from the element: `Node` is not a global everywhere this runs (Jest's node env).
  const position = a.compareDocumentPosition(b);
  if (position & a.DOCUMENT_POSITION_CONTAINED_BY) return 1;
  if (position & a.DOCUMENT_POSITION_CONTAINS) return -1;
  return position & a.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * How long a frame may spend laying out blocks before the next block waits for the next frame.
 * One block a frame left a long page's swap to its largest block (a post's whole article: 50-56 ms
 * of layout at 4x CPU); small blocks share a frame up to this, measured on the device itself.
 */
export const STEP_BUDGET_MS = 4;

/**
 * Applies it block by block, innermost first, the root last: each frame marks blocks and lays them
 * out until STEP_BUDGET_MS is spent. At once, the brand font's swap laid out every line of the
 * first screen again in one task (40-50 ms, four times that on a phone); a block's own lines are
 * a short task. The faces load first, while nothing uses them, so that each block is laid out
 * once, in its final face: text laid out while its face loads is laid out again when it arrives,
 * and on Linux each of its sizes first asks the browser process for a stand-in face (1-17 ms a
 * round trip, most of the swap's tasks in a trace). A face that fails leaves its text in the
 * fallback.
 */
export function applyAfterPaintInSteps(win: Window): void {
  const doc = win.document;
  const held = claim(doc);
  if (!held) return;
  const { family } = held;
  const blocks = held.blocks.sort(innerFirst);
  const step = (index: number) =>
    win.requestAnimationFrame(() => {
      if (index === blocks.length) return finish(win);
      const began = win.performance.now();
      let next = index;
      while (next < blocks.length && win.performance.now() - began < STEP_BUDGET_MS) {
        blocks[next++]!.setAttribute(AFTER_PAINT_APPLIED_ATTRIBUTE, '');
        // Laid out now rather than after the callback, so that the frame knows what it has spent.
        // Asked of the root: asked of a block, a block inside a section skipped as off-screen
        // (`content-visibility: auto`) would have that whole section laid out.
        doc.documentElement.getBoundingClientRect();
      }
      step(next);
    });
  // Its faces whose `unicode-range` holds none of the text's characters are not fetched.
  const text = blocks.map((block) => block.textContent).join('');
  if (family && doc.fonts)
    void doc.fonts.load(`1em ${family}`, text).then(
      () => step(0),
      () => step(0),
    );
  else step(0);
}
