import { style } from '@vanilla-extract/css';
import { sizes, typography, vars } from '../../theme/css';

export const root = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: 12,
  minHeight: 280,
});
export const heading = style({ ...typography.h2, margin: 0 });
export const text = style({ margin: 0, fontSize: '1.1rem', color: vars.palette.text.secondary });
export const reference = style({
  fontWeight: 600,
  color: vars.palette.text.primary,
  letterSpacing: '0.04em',
});
// `&&`: above the one class of MUI's Button.
export const ok = style({
  selectors: { '&&': { marginTop: 12, minWidth: 160, height: sizes.formButtonHeight, borderRadius: 14 } },
});
