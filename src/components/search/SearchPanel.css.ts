import { style } from '@vanilla-extract/css';
import { focusRing, typography, vars } from '../../theme/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 6, margin: 0 });
export const label = style({ ...typography.subtitle2, color: vars.palette.text.secondary });
export const row = style({ display: 'flex', gap: 8 });
export const input = style({
  ...typography.body1,
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  padding: '10px 14px',
  color: vars.palette.text.primary,
  background: vars.palette.background.default,
  border: `1px solid ${vars.palette.text.secondary}`,
  borderRadius: 12,
  // A text field shows the ring whenever it has focus, a tap's or a click's too: WebKitGTK did not
  // match the page's :focus-visible ring on a click into this field (a visitor trial).
  selectors: { '&:focus': focusRing },
});
export const submit = style({
  ...typography.button,
  minHeight: 48,
  paddingInline: 20,
  border: 'none',
  borderRadius: 12,
  color: vars.palette.primary.contrastText,
  background: vars.palette.primary.main,
  cursor: 'pointer',
});
export const count = style({
  ...typography.body2,
  margin: 0,
  minHeight: '1.5em',
  color: vars.palette.text.secondary,
});
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});
// The whole item takes the link's click (its ::after covers the item); the link alone is named by the title.
export const result = style({
  position: 'relative',
  padding: '10px 12px',
  borderRadius: 12,
  selectors: {
    '&:hover, &:focus-within': { background: vars.palette.action.hover },
  },
});
export const title = style({
  ...typography.subtitle1,
  fontWeight: 600,
  color: vars.palette.text.primary,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 12 } },
});
export const section = style({
  ...typography.caption,
  marginInlineStart: 8,
  paddingInline: 6,
  borderRadius: 6,
  color: vars.palette.text.secondary,
  border: `1px solid ${vars.palette.divider}`,
  whiteSpace: 'nowrap',
});
export const excerpt = style({ ...typography.body2, margin: '4px 0 0', color: vars.palette.text.secondary });
export const mark = style({ background: 'none', color: vars.palette.text.primary, fontWeight: 700 });
