/**
 * The colour scheme, in one module: how it is carried (handed to MUI: createTheme's selector, the
 * pre-paint InitColorSchemeScript, the ThemeProvider), the visitor's modes and how a mode is read,
 * stored and applied. The inline starter (before the app) and useColorMode (the app) both run
 * these functions, so the switch behaves the same on either side of the takeover.
 */
export const COLOR_SCHEME = {
  attribute: 'data-mui-color-scheme',
  modeStorageKey: 'mui-mode',
  colorSchemeStorageKey: 'mui-color-scheme',
} as const;

/** Marks the colour-mode switch: before the app, the site's starter switches the mode itself (app/starter.ts). */
export const COLOR_MODE_SWITCH_ATTRIBUTE = 'data-color-mode-switch';

/** The visitor's modes, in the order the colour-mode switch cycles through them. */
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const nextColorMode = (mode: ColorMode): ColorMode =>
  COLOR_MODES[(COLOR_MODES.indexOf(mode) + 1) % COLOR_MODES.length]!;

/** The switch's accessible name and tooltip in each mode. */
export const colorModeWording = (mode: ColorMode) => ({
  label: `Colour mode: ${mode}. Switch to ${nextColorMode(mode)}`,
  title: `Colour mode: ${mode}`,
});

/** The stored choice (the pre-paint script applied it already). */
export function readMode(win: Window = window): ColorMode {
  try {
    const stored = win.localStorage.getItem(COLOR_SCHEME.modeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Stores and applies a mode to <html> (system: the scheme the device prefers). */
export function setMode(mode: ColorMode, win: Window = window): void {
  try {
    win.localStorage.setItem(COLOR_SCHEME.modeStorageKey, mode);
  } catch {
    // Private mode without storage: the choice lasts for this page view.
  }
  applyMode(mode, win);
}

export function applyMode(mode: ColorMode, win: Window = window): void {
  const scheme = mode === 'system' ? (win.matchMedia(DARK_QUERY).matches ? 'dark' : 'light') : mode;
  win.document.documentElement.setAttribute(COLOR_SCHEME.attribute, scheme);
}

/** What the switch shows for a mode: its icon (CSS on `data-mode`) and its words. */
export function showMode(control: Element, mode: ColorMode): void {
  const { label, title } = colorModeWording(mode);
  control.setAttribute('data-mode', mode);
  control.setAttribute('aria-label', label);
  control.setAttribute('title', title);
}

/** Colour mode a page can force (spec §4): light or dark. "system" cannot be forced. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

export const SYSTEM_NOT_FORCEABLE = 'Colour mode "system" cannot be forced at page level; ignoring it.';

/** The scheme to force on a page, or undefined; warns (spec) when asked to force "system". */
export function forcedScheme(choice: ColorSchemeChoice | undefined): 'light' | 'dark' | undefined {
  if (choice === 'system') {
    console.warn(SYSTEM_NOT_FORCEABLE);
    return undefined;
  }
  return choice;
}
