import { globalStyle, style } from '@vanilla-extract/css';
import { shrinkableItems, typography, up } from '../../theme/css';

// White on the case's own colour, in both schemes.
export const root = style({ color: '#ffffff', paddingBlock: '32px 56px' });
// The breadcrumbs are Breadcrumbs' own; on the case's colour they are white too.
globalStyle(`${root} nav a, ${root} nav [aria-current], ${root} nav li::after`, {
  color: 'rgb(255 255 255 / 0.9) !important',
});
export const grid = style({
  display: 'grid',
  gap: 40,
  alignItems: 'center',
  marginTop: 32,
  '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr' } },
});
shrinkableItems(grid);
export const heading = style({ ...typography.h1, margin: 0 });
export const lead = style({ fontSize: '1.25rem', margin: '16px 0 24px', color: 'rgb(255 255 255 / 0.92)' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  gap: 16,
  margin: 0,
});
export const term = style({
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'rgb(255 255 255 / 0.85)',
});
export const value = style({ margin: '4px 0 0', fontWeight: 650 });
export const link = style({ color: '#ffffff' });
export const cover = style({
  borderRadius: 20,
  overflow: 'hidden',
  boxShadow: '0 24px 48px rgb(0 0 0 / 0.25)',
});
