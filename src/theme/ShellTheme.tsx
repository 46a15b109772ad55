import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { theme } from './theme';

// As a function, ThemeProvider only hands the theme down (MUI's ThemeProviderNoVars): it runs no
// colour-scheme manager of its own (storage, media listeners, writing the html attribute), which
// the starter and theme/color-scheme.ts already are. The styles read the CSS variables that the
// static HTML carries, so light and dark still switch by attribute without a render.
const provide = (): Theme => theme;

/** MUI's theme for the shell (header, menus, footer) and everything under it, on the server and in the browser. */
export function ShellTheme({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={provide}>{children}</ThemeProvider>;
}
