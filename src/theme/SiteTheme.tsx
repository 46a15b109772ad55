import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { theme } from './theme';

// As a function, ThemeProvider only hands the theme down: it runs no colour-scheme manager of its
// own (storage, media listeners, writing the html attribute), which the starter and
// theme/color-scheme.ts already are. The styles read the CSS variables the site's stylesheet carries, so light and dark
// still switch by attribute without a render. MUI expects an outer theme around the function
// form (it says so in development): an empty one, which the function replaces.
const provide = (): Theme => theme;
const OUTER = {};

/**
 * MUI's theme, on the server and in the browser, for each React root: the page's (the shell and
 * everything under it) and the contact dialog's.
 */
export function SiteTheme({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={OUTER}>
      <ThemeProvider theme={provide}>{children}</ThemeProvider>
    </ThemeProvider>
  );
}
