import { style } from '@vanilla-extract/css';
import { secondaryButton } from '../../theme/buttons.css';

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: 32 });
export const button = secondaryButton;
