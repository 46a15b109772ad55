import { globalStyle, style } from '@vanilla-extract/css';
import { shrinkableItems, vars } from '../../../theme/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 });
shrinkableItems(list);

// `&&`: above the one class of MUI's Typography.
export const title = style({
  selectors: { '&&': { display: 'block', fontSize: '0.85rem', color: vars.palette.text.secondary } },
});

// On the list, once, rather than on each link.
globalStyle(`${list} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 32,
  color: vars.palette.text.primary,
  fontWeight: 600,
  // An address has no space to wrap at.
  overflowWrap: 'anywhere',
});
globalStyle(`${list} a:hover`, { color: vars.palette.primary.main });
