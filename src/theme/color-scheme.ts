/**
 * How the colour scheme is carried, stated once and handed to MUI (createTheme's selector, the
 * pre-paint InitColorSchemeScript, the lazy ThemeProvider) rather than copied from its defaults:
 * the shell's colour-mode switch reads and writes the same names without loading MUI.
 */
export const COLOR_SCHEME = {
  attribute: 'data-mui-color-scheme',
  modeStorageKey: 'mui-mode',
  colorSchemeStorageKey: 'mui-color-scheme',
} as const;
