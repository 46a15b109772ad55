import * as React from 'react';
import { loadingBar } from '../../lib/loading-bar.ts';
import * as css from './LoadingBar.css';

// A div rather than MUI's LinearProgress: one element and one transition timed by lib/loading-bar.ts;
// LinearProgress's bar would have to be restyled to the same, with its own styles on every page.

/** Route-change progress (spec §4): visible only when a navigation takes longer than 200 ms. */
export function LoadingBar() {
  const state = React.useSyncExternalStore(
    loadingBar.subscribe,
    () => loadingBar.state,
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
