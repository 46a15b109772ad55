import { globalStyle, style } from '@vanilla-extract/css';
import { down, vars } from '../../theme/css';

// `&&`: above the one class of MUI's Link, which sets its own colour.
export const logo = style({
  selectors: {
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 10,
      color: vars.palette.text.primary,
      fontWeight: 750,
      fontSize: '1.125rem',
      letterSpacing: '-0.01em',
      minHeight: 44,
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${logo} > svg`, { flexShrink: 0 });
// Phones keep the mark only; the link's accessible name still says the agency's name.
globalStyle(`${logo} > span`, { '@media': { [down('sm')]: { display: 'none' } } });
