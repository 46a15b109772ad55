import { style, styleVariants } from '@vanilla-extract/css';
import { LOADING_BAR } from '../../lib/loading-bar.ts';
import { vars, zIndex } from '../../theme/css';

const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: zIndex.snackbar,
  height: LOADING_BAR.heightPx,
  transformOrigin: 'left',
  pointerEvents: 'none',
});

/** One look per state of lib/loading-bar.ts, the transition timed by it. */
export const state = styleVariants({
  idle: [
    bar,
    {
      transform: 'scaleX(0)',
      opacity: 0,
      background: vars.palette.primary.main,
      transition: 'transform 200ms, opacity 300ms 200ms',
    },
  ],
  loading: [
    bar,
    {
      transform: 'scaleX(0.9)',
      opacity: 1,
      background: vars.palette.primary.main,
      transition: `transform ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1), opacity 100ms`,
    },
  ],
  error: [
    bar,
    {
      transform: 'scaleX(1)',
      opacity: 1,
      background: vars.palette.error.main,
      transition: 'transform 200ms, opacity 300ms 200ms',
    },
  ],
});
