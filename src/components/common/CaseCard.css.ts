import { style } from '@vanilla-extract/css';
import { renderWhenNear, typography, vars } from '../../theme/css';

// The card's text is white on the case's own gradient, in both schemes.
export const card = style({
  // A list of 27 (/Cases): the cards below the first screen wait until they come near.
  ...renderWhenNear(420),
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 20,
  overflow: 'hidden',
  color: '#ffffff',
  minHeight: '100%',
  ':focus-within': { outline: `3px solid ${vars.palette.primary.main}`, outlineOffset: 3 },
});
export const media = style({ aspectRatio: '3 / 2', overflow: 'hidden' });
export const body = style({ padding: '20px 22px 24px', display: 'grid', gap: 8 });
export const title = style({ ...typography.h3, margin: 0 });
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The whole card is clickable through the title link's pseudo-element.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${card}:hover &, &:focus-visible`]: { textDecoration: 'underline' },
  },
});
export const text = style({ margin: 0, color: 'rgb(255 255 255 / 0.9)' });
export const meta = style({ fontSize: '0.85rem', fontWeight: 600, color: 'rgb(255 255 255 / 0.85)' });
