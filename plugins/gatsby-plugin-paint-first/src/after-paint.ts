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
 * How much text a frame of the swap gives its new face, in characters. A frame's cost is mostly
 * one pass of style and layout over what it marked, and a pass costs something of its own: at 4x
 * CPU, a block a pass (a forced layout after each) spent 5-10 ms on a single paragraph and 600-840
 * ms on a long page's whole swap. At 1,000 characters a pass, the whole swap took 100-200 ms and a
 * frame about 40 ms or less, but for the first (the face's first use) and the root's (every
 * element's style again). Measured in docs/performance.md.
 */
export const STEP_TEXT = 1000;

const length = (element: Element) => element.textContent?.length ?? 0;

/**
 * What the swap marks, in document order, none inside another: each outermost block with at most
 * STEP_TEXT characters, and a larger block's blocks instead of it (a larger block with none is
 * marked whole, in a frame alone). The text a split block holds outside its blocks waits for the
 * root. Marking a block and then its section recomputed the section's styles a second time.
 */
function units(root: Element, blocks: Set<Element>): Element[] {
  const found: Element[] = [];
  const visit = (element: Element) => {
    const before = found.length;
    if (!blocks.has(element) || length(element) > STEP_TEXT)
      for (const child of element.children) visit(child);
    if (blocks.has(element) && found.length === before) found.push(element);
  };
  visit(root);
  return found;
}

/** Units packed into frames in order, up to STEP_TEXT characters a frame. */
function framesOf(marked: Element[]): Element[][] {
  const frames: Element[][] = [];
  let size = Infinity;
  for (const unit of marked) {
    if (size + length(unit) > STEP_TEXT) {
      frames.push([]);
      size = 0;
    }
    frames.at(-1)!.push(unit);
    size += length(unit);
  }
  return frames;
}

/**
 * Applies it a frame's worth of text at a time (STEP_TEXT), in document order, the root last. At
 * once, the brand font's swap laid out every line of a long page in one task (a post: 50-56 ms at
 * 4x CPU). The faces load first, while nothing uses them, so that each block is laid out once, in
 * its final face: text laid out while its face loads is laid out again when it arrives, and on
 * Linux each of its sizes first asks the browser process for a stand-in face (1-17 ms a round
 * trip). A face that fails leaves its text in the fallback.
 */
export function applyAfterPaintInSteps(win: Window): void {
  const doc = win.document;
  const held = claim(doc);
  if (!held) return;
  const marked = units(doc.body, new Set(held.blocks));
  const frames = framesOf(marked);
  const step = (index: number) =>
    win.requestAnimationFrame(() => {
      if (index === frames.length) return finish(win);
      for (const unit of frames[index]!) unit.setAttribute(AFTER_PAINT_APPLIED_ATTRIBUTE, '');
      step(index + 1);
    });
  // Its faces whose `unicode-range` holds none of the text's characters are not fetched.
  const text = marked.map((unit) => unit.textContent).join('');
  if (held.family && doc.fonts)
    void doc.fonts.load(`1em ${held.family}`, text).then(
      () => step(0),
      () => step(0),
    );
  else step(0);
}
