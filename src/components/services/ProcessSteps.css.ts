import { style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';

export const steps = style({
  counterReset: 'step',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
});
export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: 16,
  padding: 20,
  borderRadius: 16,
  background: vars.palette.background.default,
  border: `1px solid ${vars.palette.divider}`,
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    borderRadius: 12,
    background: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    fontWeight: 800,
    fontSize: '1.25rem',
  },
});
export const title = style({ ...typography.h3, margin: '0 0 4px' });
export const text = style({ margin: 0, color: vars.palette.text.secondary, lineHeight: 1.65 });
