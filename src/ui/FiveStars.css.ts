import { style } from '@vanilla-extract/css';

// The stars keep their own amber in both schemes.
export const row = style({ display: 'flex', color: '#b45309' });
