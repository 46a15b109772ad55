// Makes theme.vars non-optional: this theme always uses CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme } from '@mui/material/styles';
import { GatsbyLinkAdapter } from './GatsbyLinkAdapter';
import { breakpoints, coolGray, fontFamily, green, sizes, typography } from './tokens';
import { COLOR_SCHEME } from './color-scheme';

declare module '@mui/material/styles' {
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
 * Both React roots (the page's, the contact dialog's) get it through SiteTheme; Emotion-styled
 * sections read the same variables through tokens.ts.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME.attribute },
  // The shell's media queries (tokens.mq) and MUI's share one set of breakpoints.
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
    // Every MUI link and button with an href navigates through Gatsby's router.
    MuiLink: { defaultProps: { component: GatsbyLinkAdapter } },
    MuiButtonBase: { defaultProps: { LinkComponent: GatsbyLinkAdapter } },
  },
});
