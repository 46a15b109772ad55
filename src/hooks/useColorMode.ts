import * as React from 'react';
import { COLOR_SCHEME, DARK_QUERY, type ColorMode } from '../theme/color-scheme';

export type { ColorMode };

// The same names the pre-paint script and the MUI theme are given (theme/color-scheme.ts).
export const MODE_STORAGE_KEY = COLOR_SCHEME.modeStorageKey;
const ATTRIBUTE = COLOR_SCHEME.attribute;

/** The stored choice (the pre-paint script applied it already). */
export function readMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function apply(mode: ColorMode) {
  const scheme = mode === 'system' ? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light') : mode;
  document.documentElement.setAttribute(ATTRIBUTE, scheme);
}

/** The visitor's colour mode (system, light or dark), stored and applied to <html>. */
export function useColorMode(): [ColorMode | undefined, (mode: ColorMode) => void] {
  // Unknown until hydration: the server cannot know the stored choice.
  const [mode, setModeState] = React.useState<ColorMode | undefined>(undefined);

  React.useEffect(() => {
    setModeState(readMode());
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      if (readMode() === 'system') apply('system');
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const setMode = React.useCallback((next: ColorMode) => {
    try {
      window.localStorage.setItem(MODE_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts for this page view.
    }
    apply(next);
    setModeState(next);
  }, []);

  return [mode, setMode];
}
