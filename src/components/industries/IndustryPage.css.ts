import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const serviceLink = style({
  display: 'block',
  padding: '16px 20px',
  borderRadius: 14,
  border: `1px solid ${vars.palette.divider}`,
  color: vars.palette.text.primary,
  fontWeight: 650,
  textDecoration: 'none',
  ':hover': { borderColor: vars.palette.primary.main, color: vars.palette.primary.main },
});
