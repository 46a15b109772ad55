import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const card = style({
  padding: 24,
  borderRadius: 20,
  border: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.default,
});
export const title = style({ ...typography.h3, margin: '0 0 8px' });
export const text = style({ margin: 0, color: vars.palette.text.secondary, lineHeight: 1.65 });
