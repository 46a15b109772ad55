import { style } from '@vanilla-extract/css';
import { up } from '../../theme/css';

export const nav = style({ paddingBlock: 32 });
export const list = style({
  display: 'grid',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [up('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});
// White on each case's own colour, in both schemes.
export const link = style({
  display: 'block',
  padding: 20,
  borderRadius: 16,
  color: '#ffffff',
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: '1.2rem',
  selectors: { 'li:last-of-type > &': { textAlign: 'right' } },
});
export const label = style({ display: 'block', fontWeight: 600, fontSize: '0.85rem', opacity: 0.9 });
