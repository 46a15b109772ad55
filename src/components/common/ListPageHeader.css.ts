import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const root = style({ paddingBlock: '32px 40px' });
export const heading = style({ ...typography.h1, margin: '32px 0 16px' });
export const lead = style({
  fontSize: '1.2rem',
  color: vars.palette.text.secondary,
  maxWidth: 760,
  margin: 0,
});
