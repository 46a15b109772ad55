import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const root = style({ paddingBlock: '64px' });
export const heading = style({ ...typography.h2, margin: '0 0 16px' });
export const text = style({ color: vars.palette.text.secondary });
export const list = style({ paddingLeft: 20 });
export const item = style({ marginBottom: 8 });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  color: vars.palette.error.main,
  overflowWrap: 'anywhere',
});
