import { style } from '@vanilla-extract/css';
import { secondaryButtonRule } from '../../theme/css-content';

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: 32 });
export const button = style(secondaryButtonRule);
