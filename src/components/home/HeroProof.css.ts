import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const root = style({ marginTop: 40, display: 'grid', gap: 20 });
const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
export const reviews = style({ ...row, gap: '12px 24px' });
export const review = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  color: vars.palette.text.primary,
  textDecoration: 'none',
  fontSize: '0.95rem',
  fontWeight: 600,
  ':hover': { textDecoration: 'underline' },
});
export const clients = style({ ...row, gap: '8px 28px' });
// A fixed box per wordmark (their proportions differ): nothing moves when they arrive.
export const wordmark = style({
  display: 'block',
  width: 112,
  height: 36,
  objectFit: 'contain',
  objectPosition: 'left',
});
export const clientsLabel = style({ fontSize: '0.85rem', color: vars.palette.text.secondary, margin: 0 });
