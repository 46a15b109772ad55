import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { theme } from './theme';

// As a function, ThemeProvider only hands the theme down: it runs no colour-scheme manager of its
// own (storage, media listeners, writing the html attribute), which the starter and
// theme/color-scheme.ts already are, and the contact chunk's own provider (MuiThemeScope) stays a
// root of its own. The styles read the CSS variables the static HTML carries, so light and dark
// still switch by attribute without a render. MUI expects an outer theme around the function
// form (it says so in development): an empty one, which the function replaces.
const provide = (): Theme => theme;
const OUTER = {};

/** MUI's theme for the shell (header, menus, footer) and everything under it, on the server and in the browser. */
export function ShellTheme({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={OUTER}>
      <ThemeProvider theme={provide}>{children}</ThemeProvider>
    </ThemeProvider>
  );
}
