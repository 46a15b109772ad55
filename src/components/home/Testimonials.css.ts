import { style } from '@vanilla-extract/css';
import { down, vars } from '../../theme/css';
import { grid } from '../common/CardGrid.css';

// On a phone the quotes are one row to swipe through rather than eight screens to scroll past
// (over CardGrid's columns, hence its class in the selector).
export const list = style({
  '@media': {
    [down('sm')]: {
      selectors: {
        [`${grid}&`]: {
          gridTemplateColumns: 'none',
          gridAutoFlow: 'column',
          gridAutoColumns: '85%',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          paddingBottom: 8,
        },
      },
    },
  },
});
export const item = style({ '@media': { [down('sm')]: { scrollSnapAlign: 'start' } } });
export const figure = style({
  margin: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  padding: 24,
  borderRadius: 20,
  background: vars.palette.background.default,
  border: `1px solid ${vars.palette.divider}`,
});
export const quote = style({ margin: 0, flex: 1, lineHeight: 1.65 });
export const text = style({ margin: 0 });
export const caption = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const avatar = style({ borderRadius: '50%', background: vars.palette.action.hover });
export const who = style({ flex: 1, fontSize: '0.95rem', color: vars.palette.text.secondary });
export const name = style({ display: 'block', color: vars.palette.text.primary });
export const source = style({
  display: 'inline-flex',
  minWidth: 44,
  minHeight: 44,
  alignItems: 'center',
  justifyContent: 'center',
});
