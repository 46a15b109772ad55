import { style } from '@vanilla-extract/css';
import { up, vars } from '../../theme/css';

export const dialog = style({
  width: 'min(640px, calc(100vw - 24px))',
  maxHeight: 'min(720px, calc(100dvh - 48px))',
  marginTop: 24,
  padding: 0,
  border: `1px solid ${vars.palette.divider}`,
  borderRadius: 16,
  color: vars.palette.text.primary,
  background: vars.palette.background.paper,
  selectors: {
    '&::backdrop': { background: `color-mix(in srgb, ${vars.palette.common.black} 45%, transparent)` },
  },
  '@media': { [up('md')]: { marginTop: 80 } },
});
export const body = style({ padding: 16 });
export const head = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'start', gap: 8 });
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: 12,
  background: 'none',
  color: vars.palette.text.primary,
  cursor: 'pointer',
});
