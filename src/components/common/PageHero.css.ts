import { style } from '@vanilla-extract/css';
import { ink, shrinkableItems, translucent, typography, up, vars } from '../../theme/css';
import { primaryButton } from '../../theme/buttons.css';

export const root = style({
  paddingBlock: '32px 64px',
  background: `radial-gradient(1200px 400px at 80% -10%, ${translucent('main', 0.13)}, transparent)`,
});
export const layout = style({
  display: 'grid',
  gap: 40,
  alignItems: 'center',
  marginTop: 40,
  '@media': { [up('md')]: { gridTemplateColumns: '1.2fr 0.8fr', gap: 56 } },
});
shrinkableItems(layout);
export const eyebrow = style({
  display: 'inline-block',
  color: vars.palette.primary.main,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: '0.85rem',
});
export const heading = style({ ...typography.h1, margin: '12px 0 20px' });
export const lead = style({
  fontSize: '1.2rem',
  lineHeight: 1.6,
  color: vars.palette.text.secondary,
  margin: 0,
});
export const button = style([primaryButton.hero, { marginTop: 32 }]);
export const art = style({
  borderRadius: 20,
  overflow: 'hidden',
  boxShadow: `0 24px 48px ${ink(0.2)}`,
});
