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
  const selectors = styles.flatMap((style) => {
    const selector = style.getAttribute(AFTER_PAINT_ATTRIBUTE);
    style.removeAttribute(AFTER_PAINT_ATTRIBUTE);
    return selector ? [selector] : [];
  });
  return {
    // In document order, each once.
    blocks: selectors.length ? [...doc.querySelectorAll(selectors.join(','))] : [],
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
 * The most text of a block marked whole, and what the first frame marks, in characters; each frame
 * after it marks twice the last one's.
 */
export const STEP_TEXT = 500;

/**
 * What the swap marks, in document order, none inside another, with their text: each outermost
 * block with at most STEP_TEXT characters, and a larger block's blocks instead of it (a larger block
 * with none is marked whole). The text a split block holds outside its blocks waits for the root.
 * Marking a paragraph and then its section styled the paragraph twice. `blocks` is in document
 * order, so a block's own blocks are the ones right after it: no walk of the page's elements (one
 * took 12-23 ms of a phone's first frame after the paint, at 4x CPU).
 */
function units(blocks: readonly Element[]): { marked: Element[]; texts: string[] } {
  const marked: Element[] = [];
  const texts: string[] = [];
  let last: Element | undefined;
  blocks.forEach((block, index) => {
    if (last && last.contains(block)) return;
    const text = block.textContent || '';
    const next = blocks[index + 1];
    if (text.length > STEP_TEXT && next && block.contains(next)) return;
    last = block;
    marked.push(block);
    texts.push(text);
  });
  return { marked, texts };
}

/**
 * Applies it over a few frames, in document order, the root last. At once, the brand font's swap
 * laid out every line of a long page in one task (a post: 50-56 ms at 4x CPU). The first frame
 * marks STEP_TEXT characters of blocks, at least one, and each frame after it twice the last
 * one's: a post takes 6 frames with the root, the largest laying out about half its text. The
 * browser lays each frame's blocks out in that frame's own rendering, after the callback. Timing
 * each frame's layout by forcing it in the callback (4 ms a frame, 36-42 frames a post) cost more
 * than it saved: Lighthouse counts much of a forced layout as script, and a first visit's post
 * read 587 ms of script evaluation at 4x CPU against 450-546 this way (docs/performance.md, "A
 * browser reused between runs"). The faces load first, while nothing uses them, so that each block
 * is laid out once, in its final face: text laid out while its face loads is laid out again when
 * it arrives, and on Linux each of its sizes first asks the browser process for a stand-in face
 * (1-17 ms a round trip). A face that fails leaves its text in the fallback.
 */
export function applyAfterPaintInSteps(win: Window): void {
  const doc = win.document;
  const held = claim(doc);
  if (!held) return;
  // Each block's text read once: its length sizes the frames, and all of it chooses the faces.
  const { marked, texts } = units(held.blocks);
  // The characters the next frame may mark.
  let budget = STEP_TEXT;
  const step = (index: number) =>
    win.requestAnimationFrame(() => {
      if (index === marked.length) return finish(win);
      let next = index;
      let size = 0;
      while (next < marked.length && (size === 0 || size + texts[next]!.length <= budget)) {
        size += texts[next]!.length;
        marked[next++]!.setAttribute(AFTER_PAINT_APPLIED_ATTRIBUTE, '');
      }
      budget *= 2;
      step(next);
    });
  // Its faces whose `unicode-range` holds none of the text's characters are not fetched.
  if (held.family && doc.fonts)
    void doc.fonts.load(`1em ${held.family}`, texts.join('')).then(
      () => step(0),
      () => step(0),
    );
  else step(0);
}
