import { style } from '@vanilla-extract/css';
import { secondaryButtonRule } from '../theme/css-content';

export const search = style({ marginBottom: 32 });
export const subscribe = style([secondaryButtonRule, { marginTop: 32 }]);
