import { style } from '@vanilla-extract/css';
import { secondaryButton } from '../theme/buttons.css';

export const search = style({ marginBottom: 32 });
export const subscribe = style([secondaryButton, { marginTop: 32 }]);
