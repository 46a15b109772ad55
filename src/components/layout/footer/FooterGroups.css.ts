import { globalStyle, style } from '@vanilla-extract/css';
import { up, vars } from '../../../theme/css';

export const nav = style({});

globalStyle(`${nav} ul`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${nav} ul ul`, { padding: '4px 0 8px' });
// A summary, and a group's list in the <details>' content box (::details-content), do not
// inherit the page's border-box sizing: they would grow by their padding (44 → 60 px each). The
// footer keeps its height, which its estimate (renderWhenNear) assumes: taller, forced-dark /AI
// failed axe's contrast check (it read the footer's text against the page's white).
globalStyle(`${nav} summary, ${nav} ul ul, ${nav} ul ul *`, { boxSizing: 'border-box' });

/*
 * Wide screens: the groups side by side, every one shown (a closed disclosure's content too), its
 * summary a plain heading; the accordion of one open group is for narrower screens. The
 * disclosures stay as they are (one markup for both), so a tap on a heading still toggles `open`,
 * which shows nothing different here.
 */
const wide = up('lg');
globalStyle(`${nav} > ul`, {
  '@media': { [wide]: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 } },
});
globalStyle(`${nav} details::details-content`, {
  '@media': { [wide]: { contentVisibility: 'visible' } },
});
// Tripled class: above the menu's summary rules (NavLink.css.ts: hover, open), whatever their order.
globalStyle(`${nav}${nav}${nav} summary`, {
  '@media': {
    [wide]: {
      cursor: 'default',
      background: 'none',
      color: vars.palette.text.primary,
      fontWeight: 650,
    },
  },
});
globalStyle(`${nav}${nav}${nav} summary > svg`, { '@media': { [wide]: { display: 'none' } } });
