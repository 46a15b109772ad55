import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const figure = style({
  margin: 0,
  padding: 'clamp(24px, 4vw, 40px)',
  borderRadius: 24,
  background: vars.palette.background.paper,
  borderLeft: `6px solid ${vars.palette.primary.main}`,
});
export const quote = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.6 });
export const caption = style({ marginTop: 16, color: vars.palette.text.secondary });
export const name = style({ color: vars.palette.text.primary });
