import { globalStyle, style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const page = style({ paddingBlock: '80px 48px' });
export const big = style({
  fontSize: 'clamp(5rem, 18vw, 10rem)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  background: `linear-gradient(135deg, ${vars.palette.primary.main}, ${vars.palette.primary.light})`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
  margin: 0,
});
export const heading = style({ ...typography.h2, margin: '16px 0 8px' });
// The path, which the page's inline script may write before React does.
globalStyle(`${heading} code`, { wordBreak: 'break-all' });
export const places = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  padding: 0,
  listStyle: 'none',
  marginTop: 32,
});
export const place = style({
  display: 'inline-block',
  padding: '10px 18px',
  borderRadius: 12,
  border: `1px solid ${vars.palette.divider}`,
  color: vars.palette.text.primary,
  textDecoration: 'none',
  fontWeight: 600,
});
