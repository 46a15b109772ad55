import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

// The wordmarks are drawn for a white ground, in both schemes.
export const link = style({
  display: 'grid',
  placeItems: 'center',
  height: 88,
  borderRadius: 16,
  border: `1px solid ${vars.palette.divider}`,
  background: '#ffffff',
});
export const logo = style({ maxHeight: 44, width: 'auto' });
