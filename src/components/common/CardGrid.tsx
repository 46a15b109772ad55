import styled from '@emotion/styled';
import { balancedColumns, columnsThatFit } from '../../lib/grid-columns';
import { breakpoints, mq, sizes } from '../../theme/tokens';

/** The narrowest content width at each breakpoint (Container's padding taken off; 360 px phones). */
const narrowest = {
  xs: 360 - 2 * sizes.gutter.xs,
  sm: breakpoints.sm - 2 * sizes.gutter.xs,
  md: breakpoints.md - 2 * sizes.gutter.md,
  lg: sizes.contentMaxWidth - 2 * sizes.gutter.md,
} as const;

/**
 * The list behind every grid of cards (cases, posts, team, testimonials…): a plain <ul> with as
 * many columns of at least `min` pixels as fit, fewer where that fills the last row (`count` is the
 * number of cards), so no card is left alone on a row it could share.
 */
export const CardGrid = styled('ul', {
  shouldForwardProp: (prop) => prop !== 'min' && prop !== 'gap' && prop !== 'count',
})<{ min: number; count: number; gap?: number }>(({ min, count, gap = 24 }) => {
  const columns = (width: number) =>
    `repeat(${balancedColumns(count, columnsThatFit(width, min, gap))}, minmax(0, 1fr))`;
  return {
    display: 'grid',
    gap,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    gridTemplateColumns: columns(narrowest.xs),
    [mq.up('sm')]: { gridTemplateColumns: columns(narrowest.sm) },
    [mq.up('md')]: { gridTemplateColumns: columns(narrowest.md) },
    [mq.up('lg')]: { gridTemplateColumns: columns(narrowest.lg) },
  };
});
