import { style } from '@vanilla-extract/css';
import { typography, up, vars } from '../../theme/css';

export const page = style({
  maxWidth: 760,
  paddingBlock: 40,
  '@media': { [up('md')]: { paddingBlock: 64 } },
});
export const heading = style({ ...typography.h2, margin: '0 0 24px' });
export const fallback = style({
  ...typography.body1,
  margin: '16px 0 0',
  color: vars.palette.text.secondary,
});
