import { style } from '@vanilla-extract/css';

export const contents = style({ display: 'contents' });
