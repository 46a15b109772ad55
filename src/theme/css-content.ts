import { globalStyle, type StyleRule } from '@vanilla-extract/css';
import { primaryButton, secondaryButton } from './buttons';
import { vars } from './css';
import { themeOptions } from './theme-options';

/**
 * What the content components' build-time styles (`*.css.ts`) share beyond theme/css.ts: each
 * reads the theme through css.ts, nothing is copied.
 */

/** The theme's breakpoints in px, for layout arithmetic (CardGrid's columns). */
export const breakpointWidths = themeOptions.breakpoints.values;

/**
 * For a grid or flex container whose items hold text: an item may shrink below its longest word
 * (max-width too, for an item sized to its content), which then wraps (the page's
 * `overflow-wrap: break-word`), so a large default font size (32 px on a phone) cannot make the
 * page wider than the screen. A rule on the container's children, hence globalStyle.
 */
export const shrinkableItems = (container: string) =>
  globalStyle(`${container} > *`, { minWidth: 0, maxWidth: '100%' });

/**
 * A theme colour at an opacity, e.g. `translucent('primary', 'main', 0.18)`: MUI emits each
 * colour's RGB channels (`--mui-palette-primary-mainChannel`), which CSS mixes with an alpha.
 */
export const translucent = (shade: 'main' | 'light', alpha: number) =>
  `rgb(${vars.palette.primary[`${shade}Channel`]} / ${alpha})`;

// theme/buttons.ts writes the looks for Emotion (`'&:hover'` at the top); vanilla-extract keeps
// such rules under `selectors`.
const asStyle = ({
  '&:hover': hover,
  ...rule
}: typeof primaryButton | typeof secondaryButton): StyleRule => ({
  ...rule,
  selectors: { '&:hover': hover },
});
/** The call-to-action look (theme/buttons.ts) as a build-time style rule. */
export const primaryButtonRule = asStyle(primaryButton);
/** The quieter, outlined companion of primaryButtonRule. */
export const secondaryButtonRule = asStyle(secondaryButton);
