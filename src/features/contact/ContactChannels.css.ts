import { globalStyle, style } from '@vanilla-extract/css';
import { shrinkableItems, vars } from '../../theme/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
shrinkableItems(list);

export const channel = style({ display: 'flex', alignItems: 'center', gap: 8 });
shrinkableItems(channel);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  color: vars.palette.text.primary,
  fontWeight: 600,
  fontSize: '1.05rem',
  // An address has no space to wrap at.
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.palette.primary.main, textDecoration: 'underline' } },
});
globalStyle(`${link} svg`, { color: vars.palette.primary.main });

export const copy = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: 10,
  background: 'transparent',
  color: vars.palette.text.secondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.palette.action.hover, color: vars.palette.text.primary } },
});
