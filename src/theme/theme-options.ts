// Makes theme.vars non-optional: this theme always uses CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { breakpoints, coolGray, fontFamily, green, sizes, typography } from './tokens';
import { COLOR_SCHEME } from './color-scheme';
import { shouldSkipGeneratingVar } from './skip-css-variables';

/** Form controls' own colours: each ≥ 3:1 (a boundary) or 4.5:1 (placeholder text) on the paper. */
interface ControlPalette {
  border: string;
  placeholder: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    control: ControlPalette;
  }
  interface PaletteOptions {
    control?: ControlPalette;
  }
  interface Theme {
    sizes: typeof sizes;
  }
  interface ThemeOptions {
    sizes?: typeof sizes;
  }
}

/**
 * Light and dark schemes as CSS variables: the scheme is chosen before paint by
 * InitColorSchemeScript (no flash), and any element carrying
 * data-mui-color-scheme="dark" forces its subtree (page-level forcing).
 * Both React roots (the page's, the contact dialog's) get it through SiteTheme; build-time styles
 * read the same variables through theme/css.ts.
 */
/**
 * The focus indicator of every control (WCAG 2.4.7, 2.4.11): the page's stylesheet gives it to
 * `:focus-visible`, and the theme to MUI's controls, whose own styles remove the outline.
 */
export const focusRing = ({ vars }: Pick<Theme, 'vars'>) =>
  ({ outline: `3px solid ${vars.palette.primary.main}`, outlineOffset: 2 }) as const;

export const themeOptions = {
  // Only the variables something on the site reads (skip-css-variables.ts).
  cssVariables: { colorSchemeSelector: COLOR_SCHEME.attribute, shouldSkipGeneratingVar },
  breakpoints: { values: breakpoints },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: green[700], light: green[500], dark: green[800], contrastText: '#ffffff' },
        secondary: { main: coolGray[800] },
        grey: coolGray,
        text: { primary: coolGray[900], secondary: coolGray[600] },
        background: { default: '#ffffff', paper: coolGray[50] },
        divider: coolGray[200],
        // 4.8:1 on white, 4.6:1 on the paper: a field's edge (≥ 3:1) and placeholder text (≥ 4.5:1).
        control: { border: coolGray[500], placeholder: coolGray[500] },
        error: { main: '#b91c1c' },
      },
    },
    dark: {
      palette: {
        primary: { main: green[400], light: green[300], dark: green[500], contrastText: coolGray[950] },
        secondary: { main: coolGray[200] },
        grey: coolGray,
        text: { primary: coolGray[50], secondary: coolGray[300] },
        background: { default: coolGray[950], paper: coolGray[900] },
        divider: coolGray[800],
        // The edge 4.2:1 on the background, 3.8:1 on the paper; the placeholder 7:1 on the paper.
        control: { border: coolGray[500], placeholder: coolGray[400] },
        error: { main: '#f87171' },
      },
    },
  },
  sizes,
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    ...typography,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // ButtonBase and InputBase remove the browser's outline; keyboard focus gets the page's ring
    // back, by CSS, so it shows before the app too (MUI's focus-visible class needs its script).
    MuiButtonBase: {
      styleOverrides: { root: ({ theme }) => ({ '&:focus-visible': focusRing(theme) }) },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({ '&:has(:focus-visible)': focusRing(theme) }),
        notchedOutline: ({ theme }) => ({ borderColor: theme.vars.palette.control.border }),
      },
    },
    // MUI shows a placeholder as the text's colour at 42 % opacity (2.7:1): a colour of its own instead.
    MuiInputBase: {
      styleOverrides: {
        input: ({ theme }) =>
          Object.fromEntries(
            ['&::placeholder', '&::-webkit-input-placeholder', '&::-moz-placeholder'].map((selector) => [
              selector,
              { color: theme.vars.palette.control.placeholder, opacity: 1 },
            ]),
          ),
      },
    },
    // The switch's input is transparent: the ring goes round its thumb.
    MuiSwitch: {
      styleOverrides: { switchBase: ({ theme }) => ({ '&:has(input:focus-visible)': focusRing(theme) }) },
    },
  },
} satisfies ThemeOptions;
