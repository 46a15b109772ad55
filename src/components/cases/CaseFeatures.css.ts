import { style } from '@vanilla-extract/css';
import { typography, up, vars } from '../../theme/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 48 });
export const feature = style({
  display: 'grid',
  gap: 24,
  alignItems: 'center',
  '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr', gap: 48 } },
});
export const media = style({
  borderRadius: 20,
  overflow: 'hidden',
  border: `1px solid ${vars.palette.divider}`,
  '@media': { [up('md')]: { selectors: { [`${feature}:nth-of-type(even) &`]: { order: 2 } } } },
});
export const title = style({ ...typography.h3, fontSize: '1.5rem', margin: '0 0 8px' });
export const text = style({
  margin: 0,
  color: vars.palette.text.secondary,
  fontSize: '1.075rem',
  lineHeight: 1.7,
});
