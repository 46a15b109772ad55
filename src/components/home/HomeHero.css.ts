import { style } from '@vanilla-extract/css';
import { ink, shrinkableItems, translucent, typography, up, vars } from '../../theme/css';
import { primaryButton, secondaryButton } from '../../theme/buttons.css';

export const root = style({
  paddingBlock: 'clamp(40px, 8vw, 96px) 56px',
  background: `radial-gradient(900px 420px at 85% 0%, ${translucent('main', 0.18)}, transparent),
    radial-gradient(700px 380px at 0% 100%, ${translucent('light', 0.12)}, transparent)`,
});
export const layout = style({
  display: 'grid',
  gap: 48,
  alignItems: 'center',
  '@media': { [up('md')]: { gridTemplateColumns: '1.15fr 0.85fr' } },
});
shrinkableItems(layout);
export const eyebrow = style({
  color: vars.palette.primary.main,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: '0.85rem',
});
export const heading = style({
  ...typography.h1,
  fontSize: 'clamp(2.4rem, 5.2vw, 4rem)',
  margin: '16px 0 24px',
});
export const lead = style({
  fontSize: 'clamp(1.1rem, 2vw, 1.3rem)',
  lineHeight: 1.6,
  color: vars.palette.text.secondary,
  margin: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 32 });
export const primary = primaryButton.hero;
export const secondary = secondaryButton;

/** Three covers fanned out; on a phone only the front one (the others are lazy, so never fetched). */
export const covers = style({ position: 'relative', '@media': { [up('md')]: { paddingBlock: '12% 0' } } });
export const cover = style({
  borderRadius: 18,
  overflow: 'hidden',
  boxShadow: `0 24px 48px ${ink(0.22)}`,
});
export const back = style({
  display: 'none',
  '@media': { [up('md')]: { display: 'block', position: 'absolute', width: '72%' } },
});
export const first = style({ '@media': { [up('md')]: { top: 0, right: 0, transform: 'rotate(4deg)' } } });
export const second = style({
  '@media': { [up('md')]: { top: '6%', left: '-8%', transform: 'rotate(-5deg)' } },
});
export const front = style({
  '@media': { [up('md')]: { position: 'relative', width: '86%', marginInline: 'auto' } },
});
