import * as React from 'react';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { LOADING_BAR, loadingBar, type LoadingState } from '../../lib/loading-bar.ts';

// Emotion rather than MUI's LinearProgress: one div and one transition timed by lib/loading-bar.ts;
// LinearProgress's bar would have to be restyled to the same, with its own styles on every page.
const Bar = styled('div')<{ state: LoadingState }>(({ state }) => ({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 1400,
  height: LOADING_BAR.heightPx,
  transformOrigin: 'left',
  transform: `scaleX(${state === 'idle' ? 0 : state === 'error' ? 1 : 0.9})`,
  opacity: state === 'idle' ? 0 : 1,
  background: state === 'error' ? palette.error.main : palette.primary.main,
  transition:
    state === 'loading'
      ? `transform ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1), opacity 100ms`
      : 'transform 200ms, opacity 300ms 200ms',
  pointerEvents: 'none',
}));

/** Route-change progress (spec §4): visible only when a navigation takes longer than 200 ms. */
export function LoadingBar() {
  const state = React.useSyncExternalStore(
    loadingBar.subscribe,
    () => loadingBar.state,
    () => 'idle' as const,
  );
  return (
    <Bar
      state={state}
      data-state={state}
      role="progressbar"
      aria-label="Loading page"
      aria-valuetext={state === 'error' ? 'The page failed to load' : 'Loading'}
      aria-hidden={state === 'idle'}
    />
  );
}
