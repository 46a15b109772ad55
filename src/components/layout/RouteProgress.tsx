import * as React from 'react';
import { routeProgress } from '../../lib/route-progress.ts';
import * as css from './RouteProgress.css';

// A div rather than MUI's LinearProgress: one element and one transition timed by lib/route-progress.ts;
// LinearProgress's bar would have to be restyled to the same, with its own styles on every page.

/** Route-change progress (spec §4): visible only when a navigation takes longer than the throttle of lib/route-progress.ts. */
export function RouteProgress() {
  const state = React.useSyncExternalStore(
    routeProgress.subscribe,
    () => routeProgress.state,
    () => 'idle' as const,
  );
  return (
    <div
      className={css.state[state]}
      data-state={state}
      role="progressbar"
      aria-label="Loading page"
      aria-valuetext={state === 'error' ? 'The page failed to load' : 'Loading'}
      aria-hidden={state === 'idle'}
    />
  );
}
