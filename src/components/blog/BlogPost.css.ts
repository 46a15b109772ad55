import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const header = style({ paddingBlock: '32px 24px' });
export const heading = style({
  ...typography.h1,
  fontSize: 'clamp(2rem, 4.5vw, 3rem)',
  margin: '32px 0 16px',
  maxWidth: 900,
});
export const lead = style({
  fontSize: '1.25rem',
  color: vars.palette.text.secondary,
  maxWidth: 760,
  margin: '0 0 24px',
});
export const byline = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  color: vars.palette.text.secondary,
});
export const avatar = style({ borderRadius: '50%' });
export const author = style({ color: vars.palette.text.primary, display: 'block' });
export const cover = style({ marginTop: 32, borderRadius: 20, overflow: 'hidden' });
export const tags = style({
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  listStyle: 'none',
  padding: 0,
  margin: '24px 0 0',
});
export const tag = style({ color: vars.palette.primary.main, fontWeight: 600 });
