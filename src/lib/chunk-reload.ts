/**
 * A page chunk that fails to load (usually a deploy replaced it) triggers one automatic reload
 * per path, guarded by a session marker that lasts 10 s so a broken chunk cannot loop (spec §8);
 * not while the visitor is leaving the page (leaving.ts).
 */
import { isLeaving } from './leaving.ts';

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

export function installChunkReloadGuard(win: Window) {
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && !isLeaving())
      reloadOnceForChunkError(win.location.pathname, win.sessionStorage, () => win.location.reload());
  });
}
