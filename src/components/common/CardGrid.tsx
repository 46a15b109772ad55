import type * as React from 'react';
import { balancedColumns, columnsThatFit } from '../../lib/grid-columns';
import * as css from './CardGrid.css';

type CardGridProps = React.ComponentPropsWithoutRef<'ul'> & { min: number; count: number; gap?: number };

// createVar gives `var(--name)`; an inline style sets `--name`.
const property = (variable: string) => variable.slice('var('.length, -1);

/**
 * The list behind every grid of cards (cases, posts, team, testimonials…): a plain <ul> with as
 * many columns of at least `min` pixels as fit, fewer where that fills the last row (`count` is the
 * number of cards), so no card is left alone on a row it could share. The counts are worked out
 * here and handed to the build-time style as CSS variables.
 */
export function CardGrid({ min, count, gap = 24, className, style, ...rest }: CardGridProps) {
  const columns = Object.fromEntries(
    (['xs', 'sm', 'md', 'lg'] as const).map((size) => [
      property(css.columns[size]),
      balancedColumns(count, columnsThatFit(css.narrowest[size], min, gap)),
    ]),
  );
  return (
    <ul
      className={className ? `${css.grid} ${className}` : css.grid}
      style={{ ...columns, [property(css.gap)]: `${gap}px`, ...style }}
      {...rest}
    />
  );
}
