import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const nav = style({ marginTop: 40 });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
// 44 px: a comfortable target on a phone (WCAG 2.5.5).
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  paddingInline: 12,
  borderRadius: vars.shape.borderRadius,
  border: `1px solid ${vars.palette.divider}`,
  color: vars.palette.text.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.palette.primary.main, color: vars.palette.primary.main } },
});
export const current = style({
  background: vars.palette.primary.main,
  borderColor: vars.palette.primary.main,
  color: vars.palette.primary.contrastText,
});
export const gap = style({ color: vars.palette.text.secondary, paddingInline: 4 });
