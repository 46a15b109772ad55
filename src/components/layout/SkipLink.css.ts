import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

// `&&`: above the one class of MUI's Link, which sets its own colour.
export const skip = style({
  selectors: {
    '&&': {
      position: 'absolute',
      left: 8,
      top: 8,
      zIndex: 2000,
      padding: '8px 16px',
      borderRadius: 8,
      background: vars.palette.primary.main,
      color: vars.palette.primary.contrastText,
      fontWeight: 600,
      // Moved out by its own height, whatever the visitor's font size makes it.
      transform: 'translateY(calc(-100% - 16px))',
    },
    '&&:focus': { transform: 'none' },
  },
});
