import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const nav = style({ fontSize: '0.9rem' });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"/"', marginLeft: 6, color: vars.palette.text.secondary },
  },
});
export const link = style({
  color: vars.palette.text.secondary,
  textDecoration: 'none',
  ':hover': { color: vars.palette.primary.main, textDecoration: 'underline' },
});
export const current = style({ color: vars.palette.text.primary, fontWeight: 600 });
