import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const page = style({ paddingBlock: '96px 64px', textAlign: 'center' });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  color: vars.palette.error.main,
  fontWeight: 700,
});
export const heading = style({ ...typography.h2, margin: '8px 0 16px' });
export const text = style({ color: vars.palette.text.secondary });
export const link = style({ color: vars.palette.primary.main, fontWeight: 600 });
