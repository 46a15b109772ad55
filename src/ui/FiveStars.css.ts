import { style } from '@vanilla-extract/css';

// The stars keep their own amber in both schemes.
export const row = style({ display: 'flex', color: '#b45309' });

// What MUI's SvgIcon gave them (fontSize "inherit"), without its colour transition.
export const star = style({
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  userSelect: 'none',
});
