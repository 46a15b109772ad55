import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const card = style({
  position: 'relative',
  padding: 24,
  borderRadius: 20,
  border: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.default,
  transition: 'border-color 150ms, transform 150ms',
  selectors: {
    '&:hover, &:focus-within': { borderColor: vars.palette.primary.main, transform: 'translateY(-2px)' },
  },
});
export const title = style({
  ...typography.h3,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const link = style({
  color: vars.palette.text.primary,
  textDecoration: 'none',
  // The whole card is the link.
  '::after': { content: '""', position: 'absolute', inset: 0 },
});
export const text = style({ margin: '8px 0 0', color: vars.palette.text.secondary, lineHeight: 1.6 });
