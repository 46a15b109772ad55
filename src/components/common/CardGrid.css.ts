import { createVar, style } from '@vanilla-extract/css';
import { breakpointWidths, sizes, up } from '../../theme/css';

/** The narrowest content width at each breakpoint (Container's padding taken off; 360 px phones). */
export const narrowest = {
  xs: 360 - 2 * sizes.gutter.xs,
  sm: breakpointWidths.sm - 2 * sizes.gutter.xs,
  md: breakpointWidths.md - 2 * sizes.gutter.md,
  lg: sizes.contentMaxWidth - 2 * sizes.gutter.md,
} as const;

/** The grid's column count at each width (CardGrid sets them inline from the card count). */
export const columns = { xs: createVar(), sm: createVar(), md: createVar(), lg: createVar() };
export const gap = createVar();

const track = (count: string) => `repeat(${count}, minmax(0, 1fr))`;

export const grid = style({
  display: 'grid',
  gap,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: track(columns.xs),
  '@media': {
    [up('sm')]: { gridTemplateColumns: track(columns.sm) },
    [up('md')]: { gridTemplateColumns: track(columns.md) },
    [up('lg')]: { gridTemplateColumns: track(columns.lg) },
  },
});
