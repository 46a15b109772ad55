import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  padding: '8px 14px',
  borderRadius: 999,
  border: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.paper,
  fontWeight: 600,
  fontSize: '0.95rem',
});
