import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const link = style({ display: 'block', color: vars.palette.text.primary, textDecoration: 'none' });
export const photo = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1',
  borderRadius: 24,
  overflow: 'hidden',
  border: '4px solid',
  // The lazy portrait's frame is never empty before it arrives.
  background: vars.palette.action.hover,
});
const image = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  transition: 'opacity 200ms',
} as const;
export const primary = style(image);
// The secondary photo shows on hover and keyboard focus.
export const secondary = style({
  ...image,
  opacity: 0,
  selectors: { [`${link}:hover &, ${link}:focus-visible &`]: { opacity: 1 } },
});
export const name = style({ display: 'block', marginTop: 12, fontSize: '1.05rem' });
export const position = style({ color: vars.palette.text.secondary, fontSize: '0.95rem' });
