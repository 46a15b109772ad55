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

/** The visitor's modes, in the order the colour-mode switch cycles through them. */
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const nextColorMode = (mode: ColorMode): ColorMode =>
  COLOR_MODES[(COLOR_MODES.indexOf(mode) + 1) % COLOR_MODES.length]!;

/** The switch's accessible name and tooltip in each mode (the inline starter sets them too). */
export const colorModeWording = (mode: ColorMode) => ({
  label: `Colour mode: ${mode}. Switch to ${nextColorMode(mode)}`,
  title: `Colour mode: ${mode}`,
});
