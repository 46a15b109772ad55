import type { StyleRule } from '@vanilla-extract/css';
import { globalStyle } from '@vanilla-extract/css';
import { alpha, createTheme } from '@mui/material/styles';
import { focusRing as focusRingOf, themeOptions } from './theme-options';
import { coolGray, green } from './tokens';

// Built here rather than imported from theme.ts: that one brings Gatsby's router, which needs a document.
/** The theme as build-time styles see it (its variables: variables.css.ts). */
export const theme = createTheme(themeOptions);

/**
 * The MUI theme as build-time styles read it (`*.css.ts`, vanilla-extract): its colours as the CSS
 * variables every page carries (light and dark switch by attribute, no render), its breakpoints
 * and type scale. Nothing here is copied: each value is the theme's own.
 */
export const vars = theme.vars;

/** The theme's breakpoints as vanilla-extract `@media` keys: `{ '@media': { [up('md')]: {…} } }`. */
export const up = (key: 'sm' | 'md' | 'lg' | 'xl') => theme.breakpoints.up(key).replace(/^@media\s*/, '');
export const down = (key: 'sm' | 'md' | 'lg' | 'xl') => theme.breakpoints.down(key).replace(/^@media\s*/, '');

// zIndex as numbers: MUI emits no variables for it.
export const { typography, sizes, zIndex } = theme;

/**
 * For blocks that are usually below the first screen (page sections, the footer, cards of a long
 * list): the browser skips their layout and paint until they come near the viewport, which
 * shortens the first layout of a long page. The remembered size (`auto`) keeps the scrollbar
 * steady once a block has been seen; `estimate` is the block's typical height. Only where the
 * browser anchors scrolling: WebKit has none, and a jump to the contact block on / ended 379 px
 * past it as the sections above took their real heights, so there every block is laid out at once.
 */
export const renderWhenNear = (estimate: number): StyleRule => ({
  '@supports': {
    '(overflow-anchor: auto)': {
      contentVisibility: 'auto',
      containIntrinsicSize: `auto ${estimate}px`,
      // A jump to a #fragment lays every block out at its real size first: a smooth scroll
      // aimed with estimates missed the contact block by 300-2,300 px in Firefox.
      selectors: { ':root:has(:target) &': { contentVisibility: 'visible' } },
    },
  },
});

/** The focus indicator of every control (theme-options.ts), for build-time styles. */
export const focusRing = focusRingOf(theme);

/**
 * For a grid or flex container whose items hold text: an item may shrink below its longest word
 * (max-width too, for an item sized to its content), which then wraps (the page's
 * `overflow-wrap: break-word`), so a large default font size cannot widen the page past the screen.
 * Call it in a `.css.ts` file with the container's class.
 */
export const shrinkableItems = (container: string) =>
  globalStyle(`${container} > *`, { minWidth: 0, maxWidth: '100%' });

/**
 * A theme colour at an opacity, e.g. `translucent('main', 0.18)`: MUI emits each colour's RGB
 * channels (`--mui-palette-primary-mainChannel`), which CSS mixes with an alpha (a hex alpha glued
 * to a var() is not CSS: the browser drops the declaration).
 */
export const translucent = (shade: 'main' | 'light', opacity: number) =>
  `rgb(${vars.palette.primary[`${shade}Channel`]} / ${opacity})`;

/** The theme's breakpoints in px, for layout arithmetic (CardGrid's columns). */
export const breakpointWidths = theme.breakpoints.values;

export { wideHeader } from './tokens';

/**
 * Shadows and backdrops: the brand's darkest neutral (900, or 950) at an opacity, the same in both
 * schemes, so a style writes only the depth.
 */
export const ink = (opacity: number, shade: 900 | 950 = 900) => alpha(coolGray[shade], opacity);

/** The brand's greens and white where a block keeps them in both schemes (the call-to-action band). */
export const brand = { green, white: theme.palette.common.white } as const;
