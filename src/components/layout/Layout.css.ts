import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.palette.background.default,
  color: vars.palette.text.primary,
});

export const main = style({ flex: 1, outline: 'none' });
