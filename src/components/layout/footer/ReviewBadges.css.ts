import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  listStyle: 'none',
  margin: '40px 0 0',
  padding: 0,
});
globalStyle(`${list} a`, {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 16px',
  borderRadius: 12,
  border: `1px solid ${vars.palette.divider}`,
  color: vars.palette.text.primary,
});
globalStyle(`${list} a:hover`, { borderColor: vars.palette.primary.main });

// `&&`: above the one class of MUI's Typography.
export const name = style({ selectors: { '&&': { display: 'block', fontWeight: 700 } } });
export const label = style({
  selectors: { '&&': { fontSize: '0.85rem', color: vars.palette.text.secondary } },
});
