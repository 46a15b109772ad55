/**
 * A page chunk that fails to load (usually a deploy replaced it) triggers one automatic reload
 * per path, guarded by a session marker that lasts 10 s so a broken chunk cannot loop (spec §8);
 * not while the visitor is leaving the page (watchLeaving).
 */
export const RELOAD_GUARD_MS = 10_000;

const markerKey = (path: string) => `chunk-reload:${path}`;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/** Returns true when it reloaded. */
export function reloadOnceForChunkError(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(markerKey(path)) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(markerKey(path), String(now));
  reload();
  return true;
}

/**
 * Whether the visitor is leaving the page by a link or a form to another document. Firefox then
 * aborts the scripts still loading: their chunks fail, no deploy is stale, and a reload would
 * cancel the visitor's navigation (a search result followed while a chunk loaded reloaded /search
 * instead, tests/engines/search.spec.ts). Window events, not beforeunload, which can keep a page
 * out of the back/forward cache.
 */
export function watchLeaving(win: Window): () => boolean {
  let leaving = false;
  const onLeave = (event: Event) => {
    if (event.defaultPrevented) return;
    if (event.type === 'submit') {
      leaving = true;
      return;
    }
    const click = event as MouseEvent;
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const target = event.target as Element | null;
    const link = typeof target?.closest === 'function' ? target.closest<HTMLAnchorElement>('a[href]') : null;
    // (An SVG link's href is no string: not one of the site's.)
    if (typeof link?.href !== 'string' || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    // A jump within the page (#main) stays in this document.
    const here = win.location.href.split('#')[0];
    leaving = !(link.href.split('#')[0] === here && link.hash);
  };
  win.addEventListener('click', onLeave);
  win.addEventListener('submit', onLeave);
  // Still here: the navigation replaced nothing (a download, a 204), or Back brought the page back.
  for (const type of ['pageshow', 'pointerdown', 'keydown'])
    win.addEventListener(type, () => (leaving = false), true);
  return () => leaving;
}

let leavingNow = () => false;
/** Whether a chunk that failed now failed because the page is being left (see watchLeaving). */
export const isLeaving = () => leavingNow();

export function installChunkReloadGuard(win: Window) {
  leavingNow = watchLeaving(win);
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && !isLeaving())
      reloadOnceForChunkError(win.location.pathname, win.sessionStorage, () => win.location.reload());
  });
}
