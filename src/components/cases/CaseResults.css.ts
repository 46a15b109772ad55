import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const metrics = style({
  display: 'grid',
  gap: 20,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});
export const metric = style({
  padding: 24,
  borderRadius: 20,
  background: vars.palette.background.default,
  border: `1px solid ${vars.palette.divider}`,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: 6,
});
export const value = style({
  margin: 0,
  fontSize: '2.5rem',
  fontWeight: 800,
  color: vars.palette.primary.main,
  lineHeight: 1.1,
});
export const label = style({ color: vars.palette.text.secondary });
