import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/css';

export const list = style({ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${list} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: 12,
  border: `1px solid ${vars.palette.divider}`,
  color: vars.palette.text.primary,
});
globalStyle(`${list} a:hover`, { color: vars.palette.primary.main, borderColor: vars.palette.primary.main });
