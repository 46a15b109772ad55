import { style } from '@vanilla-extract/css';
import { typography, up, vars } from '../../theme/css';

// Hand-written grid: the frame's two columns are layout, not a component MUI offers.
export const frame = style({
  display: 'grid',
  gap: 32,
  padding: '0 20px 24px',
  '@media': { [up('md')]: { gridTemplateColumns: '280px 1fr', gap: 40, padding: '0 40px 40px' } },
});

export const heading = style({ ...typography.h3, fontSize: '1.5rem', margin: '0 40px 8px 0' });
export const intro = style({ margin: '0 0 24px', color: vars.palette.text.secondary });

// The close button stays in view while the dialog's content scrolls (a phone's full-screen sheet).
export const closeBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  gridColumn: '1 / -1',
  margin: '0 -8px -32px',
  paddingTop: 12,
  pointerEvents: 'none',
  '@media': { [up('md')]: { margin: '0 -28px -40px' } },
});

// `&&`: above the one class of MUI's IconButton.
export const close = style({
  selectors: {
    '&&': { pointerEvents: 'auto', width: 44, height: 44, background: vars.palette.background.paper },
  },
});

/** The form's column. */
export const formColumn = style({ display: 'grid', alignContent: 'start', gap: 20 });
