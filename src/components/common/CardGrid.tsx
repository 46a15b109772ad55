import styled from '@emotion/styled';

/**
 * The list behind every grid of cards (cases, posts, team, testimonials…): a plain <ul>, as many
 * columns of at least `min` pixels as fit.
 */
export const CardGrid = styled('ul', { shouldForwardProp: (prop) => prop !== 'min' && prop !== 'gap' })<{
  min: number;
  gap?: number;
}>(({ min, gap = 24 }) => ({
  display: 'grid',
  gap,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`,
}));
