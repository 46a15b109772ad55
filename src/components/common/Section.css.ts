import { style } from '@vanilla-extract/css';
import { renderWhenNear, typography, up, vars } from '../../theme/css';

export const section = style({
  ...renderWhenNear(720),
  paddingBlock: 56,
  '@media': { [up('md')]: { paddingBlock: 80 } },
});
export const tinted = style({ background: vars.palette.background.paper });
export const head = style({ maxWidth: 760, marginBottom: 32 });
export const heading = style({ ...typography.h2, margin: 0 });
export const lead = style({ color: vars.palette.text.secondary, fontSize: '1.125rem', margin: '12px 0 0' });
