import { followedLink } from '../loading';

/**
 * Whether the visitor is leaving the page by a link or a form to another document. Work started
 * then is lost or harmful: Firefox and WebKit abort the scripts still loading (a failed chunk is
 * then no stale deploy, and chunk-reload.ts must not reload), and a script added to the page then
 * (the Google tag, analytics.ts) cancelled the visitor's navigation in both (a search result
 * tapped as the first interaction stayed on /search: tests/engines/search.spec.ts). Window
 * events, not beforeunload, which can keep a page out of the back/forward cache.
 */
export function watchLeaving(win: Window): () => boolean {
  let leaving = false;
  const onLeave = (event: Event) => {
    if (event.defaultPrevented) return;
    if (event.type === 'submit') {
      leaving = true;
      return;
    }
    leaving = followedLink(event as MouseEvent, win.location) !== null;
  };
  win.addEventListener('click', onLeave);
  win.addEventListener('submit', onLeave);
  // Still here: the navigation replaced nothing (a download, a 204), or Back brought the page back.
  for (const type of ['pageshow', 'pointerdown', 'keydown'])
    win.addEventListener(type, () => (leaving = false), true);
  return () => leaving;
}

let leavingNow = () => false;
/** Watches the window for the rest of the session (gatsby-browser's onClientEntry). */
export const installLeavingWatch = (win: Window) => {
  leavingNow = watchLeaving(win);
};
/** Whether the page is being left now (see watchLeaving); false until the watch is installed. */
export const isLeaving = () => leavingNow();
