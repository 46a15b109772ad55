/** Where a page reached by client-side navigation starts, and how it gets there. */
export interface NavigationTarget {
  hash: string;
}

/** Set by the browser's back or forward (popstate); the next scroll restores the saved position. */
let traversal = false;
export function trackHistoryTraversal(win: Window): void {
  win.addEventListener('popstate', () => {
    traversal = true;
  });
}

/** Frames to wait for a #hash target that the new page has not rendered yet. */
const HASH_TARGET_FRAMES = 10;

/**
 * A new page starts at its top, or at its #hash, at once; back and forward return to the saved
 * position. Gatsby's own scroll used window.scrollTo(0, 0), which the stylesheet's smooth
 * scroll-behavior animated from the old position: the new page appeared at the old page's offset
 * and took about a second to reach the top, or stopped short at its footer while sections below the
 * first screen (content-visibility: auto) changed height under the animation. Gatsby can ask before
 * the new page's #hash target is in the document: then the top first, the target when it is there.
 */
export function scrollAfterNavigation(
  win: Window,
  location: NavigationTarget,
  saved: readonly [number, number | null | undefined] | null | undefined,
): void {
  // Only back and forward restore, and only where the address names no #fragment: a plain
  // #fragment link is a history entry of its own (popstate), which Gatsby's store cannot tell from
  // the page's first entry, so its saved position can be another one's; the target is the truth.
  const restore = traversal;
  traversal = false;
  const savedY = saved?.[1];
  if (restore && !location.hash && typeof savedY === 'number') {
    win.scrollTo({ left: saved![0], top: savedY, behavior: 'instant' });
    return;
  }
  const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  const toTarget = (framesLeft: number): boolean => {
    const target = id ? win.document.getElementById(id) : null;
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    else if (id && framesLeft > 0) win.requestAnimationFrame(() => toTarget(framesLeft - 1));
    return Boolean(target);
  };
  if (!toTarget(HASH_TARGET_FRAMES)) win.scrollTo({ left: 0, top: 0, behavior: 'instant' });
}
