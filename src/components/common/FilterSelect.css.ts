import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const label = style({ display: 'grid', gap: 6, fontWeight: 600, fontSize: '0.9rem' });
export const select = style({
  minWidth: 200,
  height: 48,
  padding: '0 12px',
  borderRadius: 12,
  // A form field's edge: ≥ 3:1 on the page in both schemes (WCAG 1.4.11), unlike a divider.
  border: `1px solid ${vars.palette.control.border}`,
  background: vars.palette.background.default,
  color: vars.palette.text.primary,
  font: 'inherit',
  fontWeight: 500,
});
