import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const nav = style({ marginBlock: '16px 32px' });
export const heading = style({ fontSize: '0.9rem', fontWeight: 600, margin: '0 0 8px' });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: 14,
  borderRadius: 999,
  border: `1px solid ${vars.palette.divider}`,
  color: vars.palette.primary.main,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.palette.primary.main },
    '&[aria-current="page"]': {
      background: vars.palette.primary.main,
      borderColor: vars.palette.primary.main,
      color: vars.palette.primary.contrastText,
    },
  },
});
