import { style } from '@vanilla-extract/css';
import { sizes, vars, zIndex } from '../../theme/css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.appBar,
  background: vars.palette.background.default,
  borderBottom: `1px solid ${vars.palette.divider}`,
});

export const row = style({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: 8,
  height: sizes.headerHeight,
});

export const spacer = style({ flex: 1 });
