import { style } from '@vanilla-extract/css';

// Hand-written: a grid of the form's rows; MUI's Stack would be a component for one CSS rule.
export const form = style({ display: 'grid', gap: 20 });
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});
// The honeypot: off-screen rather than display:none, which some bots skip.
export const trap = style({ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' });
