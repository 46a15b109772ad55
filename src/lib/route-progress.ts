/**
 * State of the route-change progress bar (spec §4/§9: throttle 200 ms, duration 2000 ms, height 3 px).
 * A tiny store so gatsby-browser's route hooks can drive the React bar without context.
 */
export const ROUTE_PROGRESS = { throttleMs: 200, durationMs: 2000, heightPx: 3 } as const;

export type RouteProgressState = 'idle' | 'pending' | 'error';

type Listener = (state: RouteProgressState) => void;

export function createRouteProgress(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  let state: RouteProgressState = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  const set = (next: RouteProgressState) => {
    state = next;
    listeners.forEach((l) => l(next));
  };
  return {
    /** Shows the bar only if the navigation lasts longer than the throttle: fast navigations show nothing. */
    start() {
      timers.clearTimeout(timer);
      timer = timers.setTimeout(() => set('pending'), ROUTE_PROGRESS.throttleMs);
    },
    done() {
      timers.clearTimeout(timer);
      if (state !== 'idle') set('idle');
    },
    error() {
      timers.clearTimeout(timer);
      set('error');
    },
    get state() {
      return state;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const routeProgress = createRouteProgress();

interface PageResources {
  status?: string;
}
interface GatsbyWindow {
  ___navigate?: (to: unknown, options?: unknown) => unknown;
  ___loader?: { loadPage: (path: string) => Promise<PageResources | null> };
}

/**
 * Gatsby calls onPreRouteUpdate only once the next page's data has arrived, and onRouteUpdateDelayed
 * only after a fixed second, so the bar is driven from the navigation itself: it starts when a
 * link asks Gatsby to navigate and turns to the error colour when the page's data fails to load
 * (Gatsby then falls back to a full page load). onRouteUpdate ends it.
 */
export function trackNavigations(win: Window, bar = routeProgress): void {
  const gatsby = win as unknown as GatsbyWindow;
  const navigate = gatsby.___navigate;
  if (navigate) {
    gatsby.___navigate = (to, options) => {
      if (typeof to === 'string') bar.start();
      return navigate(to, options);
    };
  }
  const loader = gatsby.___loader;
  if (loader) {
    const loadPage = loader.loadPage.bind(loader);
    loader.loadPage = async (path) => {
      try {
        const resources = await loadPage(path);
        if (!resources || resources.status === 'error') bar.error();
        return resources;
      } catch (error) {
        bar.error();
        throw error;
      }
    };
  }
}
