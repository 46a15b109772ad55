import { style, styleVariants } from '@vanilla-extract/css';
import { ROUTE_PROGRESS } from '../../lib/route-progress.ts';
import { vars, zIndex } from '../../theme/css';

const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: zIndex.snackbar,
  height: ROUTE_PROGRESS.heightPx,
  transformOrigin: 'left',
  pointerEvents: 'none',
});

/** One look per state of lib/route-progress.ts, the transition timed by it. */
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
  pending: [
    bar,
    {
      transform: 'scaleX(0.9)',
      opacity: 1,
      background: vars.palette.primary.main,
      transition: `transform ${ROUTE_PROGRESS.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1), opacity 100ms`,
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
