import { globalStyle, style } from '@vanilla-extract/css';
import { renderWhenNear, shrinkableItems, up, vars } from '../../../theme/css';

export const footer = style({
  ...renderWhenNear(720),
  marginTop: 64,
  paddingBlock: '48px 32px',
  background: vars.palette.background.paper,
  borderTop: `1px solid ${vars.palette.divider}`,
});

export const grid = style({
  display: 'grid',
  gap: 32,
  gridTemplateColumns: '1fr',
  // Each column as tall as its own content: an open group must not stretch the contacts.
  alignItems: 'start',
  '@media': {
    [up('md')]: { gridTemplateColumns: '1.2fr 1fr 1fr' },
    // The groups side by side (FooterGroups.css.ts): the middle column holds three.
    [up('lg')]: { gridTemplateColumns: '1fr 3fr 1fr' },
  },
});
shrinkableItems(grid);

// `&&`: above the one class of MUI's Typography, which sets its own margin.
export const tagline = style({
  selectors: { '&&': { maxWidth: 360, margin: '12px 0 20px', color: vars.palette.text.secondary } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: 40,
  paddingTop: 24,
  borderTop: `1px solid ${vars.palette.divider}`,
  color: vars.palette.text.secondary,
  fontSize: '0.9rem',
});

export const legal = style({ display: 'flex', gap: 20 });
globalStyle(`${legal} a, ${legal} button`, {
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
});
globalStyle(`${legal} a:hover, ${legal} button:hover`, { color: vars.palette.text.primary });
