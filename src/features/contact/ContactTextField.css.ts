import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

// Above the one class of MUI's FormLabel; its focused, error and disabled colours still apply.
export const label = style({
  selectors: {
    '&&': { marginBottom: 6, fontWeight: 600 },
    '&&:not(.Mui-focused, .Mui-error, .Mui-disabled)': { color: vars.palette.text.primary },
  },
});
