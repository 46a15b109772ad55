import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const card = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: '8px 16px',
});
export const picture = style({
  gridRow: 1,
  width: 72,
  height: 72,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.palette.grey[200],
});
export const name = style({ display: 'block', fontWeight: 700, fontSize: '1.05rem' });
export const position = style({ display: 'block', color: vars.palette.text.secondary, fontSize: '0.95rem' });
// HTML wants the figcaption first or last: it comes last in the source, beside the picture on screen.
export const caption = style({ gridRow: 1, gridColumn: 2 });
export const message = style({ gridRow: 2, gridColumn: '1 / -1', margin: '8px 0 0', lineHeight: 1.55 });
