import * as React from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * MUI's runtime for a lazily loaded part of the page (the contact modal). The CSS variables are
 * already in the static HTML, so the provider does not generate them again.
 */
export function MuiThemeScope({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
