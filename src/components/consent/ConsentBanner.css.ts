import { style } from '@vanilla-extract/css';
import { ink, vars, zIndex } from '../../theme/css';

export const banner = style({
  position: 'fixed',
  insetInline: 16,
  bottom: 16,
  zIndex: zIndex.drawer,
  maxWidth: 560,
  marginInline: 'auto',
  padding: '18px 20px',
  borderRadius: 16,
  border: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.default,
  color: vars.palette.text.primary,
  boxShadow: `0 12px 40px ${ink(0.18, 950)}`,
});
export const title = style({ fontSize: '1rem', fontWeight: 700, margin: 0 });
export const text = style({ margin: '6px 0 14px', fontSize: '0.95rem', color: vars.palette.text.secondary });
export const actions = style({ display: 'flex', gap: 12, flexWrap: 'wrap' });
const answer = style({
  minHeight: 44,
  padding: '0 20px',
  borderRadius: 12,
  font: 'inherit',
  fontWeight: 650,
  cursor: 'pointer',
  border: `1px solid ${vars.palette.primary.main}`,
});
export const accept = style([
  answer,
  { background: vars.palette.primary.main, color: vars.palette.primary.contrastText },
]);
export const decline = style([answer, { background: 'transparent', color: vars.palette.text.primary }]);
