import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

// The colour-mode switch's frame (ColorModeSwitch), as a link.
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  border: `1px solid ${vars.palette.divider}`,
  borderRadius: 12,
  color: vars.palette.text.primary,
});
