import { globalStyle, style } from '@vanilla-extract/css';
import { down, ink, vars } from '../../theme/css';

// `&&`: above the one class of MUI's Paper.
export const dialog = style({
  selectors: {
    '&&': {
      width: 'min(900px, calc(100% - 32px))',
      maxWidth: 'none',
      maxHeight: 'calc(100% - 32px)',
      padding: 0,
      border: 0,
      borderRadius: 20,
      color: vars.palette.text.primary,
      // The page's paper colour in both schemes (MUI's dark elevation overlay would lighten it).
      boxShadow: `0 24px 48px ${ink(0.28)}`,
    },
    '&::backdrop': { background: ink(0.55, 950) },
  },
  // A phone's full-screen sheet; the dialog itself scrolls, its close button stays in view.
  '@media': {
    [down('sm')]: {
      selectors: { '&&': { width: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 } },
    },
  },
});

// Opening locks page scrolling, closing restores it (spec §2).
globalStyle(`html:has(${dialog}[open]), body:has(${dialog}[open])`, { overflow: 'hidden' });
