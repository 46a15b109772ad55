import * as React from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { COLOR_SCHEME } from './color-scheme';

/**
 * MUI's runtime for a lazily loaded part of the page (the contact modal). The CSS variables are
 * already in the static HTML, so the provider does not generate them again.
 */
export function MuiThemeScope({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      disableStyleSheetGeneration
      modeStorageKey={COLOR_SCHEME.modeStorageKey}
      colorSchemeStorageKey={COLOR_SCHEME.colorSchemeStorageKey}
    >
      {children}
    </ThemeProvider>
  );
}
