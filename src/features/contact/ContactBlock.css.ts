import { style } from '@vanilla-extract/css';
import { shrinkableItems, typography, up, vars } from '../../theme/css';

export const block = style({ paddingBlock: 64 });
export const grid = style({
  display: 'grid',
  gap: 32,
  padding: 'clamp(24px, 5vw, 48px)',
  borderRadius: 24,
  background: vars.palette.background.paper,
  border: `1px solid ${vars.palette.divider}`,
  '@media': { [up('md')]: { gridTemplateColumns: '1.2fr 1fr', alignItems: 'center' } },
});
shrinkableItems(grid);
export const heading = style({ ...typography.h2, margin: '0 0 12px' });
export const lead = style({ margin: '0 0 24px', color: vars.palette.text.secondary, fontSize: '1.1rem' });
export const primary = style({ marginTop: 24 });
