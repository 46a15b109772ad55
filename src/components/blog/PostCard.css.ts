import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const card = style({
  position: 'relative',
  height: '100%',
  borderRadius: 20,
  overflow: 'hidden',
  border: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.default,
});
export const body = style({ padding: 20, display: 'grid', gap: 8 });
export const title = style({ ...typography.h3, margin: 0 });
export const link = style({
  color: vars.palette.text.primary,
  textDecoration: 'none',
  selectors: {
    // The whole card is clickable through the title link's pseudo-element.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${card}:hover &`]: { textDecoration: 'underline' },
  },
});
export const text = style({ margin: 0, color: vars.palette.text.secondary });
export const meta = style({ fontSize: '0.85rem', color: vars.palette.text.secondary });
