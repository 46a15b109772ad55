/**
 * How many columns a grid of cards gets, so that its last row is not left short when fewer
 * columns would fill it (6 services as 3 + 3 rather than 4 + 2).
 */

/** Slots left empty in the last row of `count` cards in `columns` columns. */
const emptySlots = (count: number, columns: number) => (columns - (count % columns)) % columns;

/** How many columns of at least `min` px fit a `width` px row with `gap` px between them. */
export const columnsThatFit = (width: number, min: number, gap: number) =>
  Math.max(1, Math.floor((width + gap) / (min + gap)));

/**
 * From `fit` columns down to half of that (and never to one where two fit), the count that leaves
 * fewest empty slots in the last row, the widest on a tie: any fewer and cards grow too wide.
 */
export function balancedColumns(count: number, fit: number): number {
  const most = Math.max(1, Math.min(fit, count));
  const fewest = Math.min(most, Math.max(2, Math.ceil(most / 2)));
  let best = most;
  for (let columns = most - 1; columns >= fewest; columns--) {
    if (emptySlots(count, columns) < emptySlots(count, best)) best = columns;
  }
  return best;
}
