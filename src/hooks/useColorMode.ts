import * as React from 'react';
import { applyMode, DARK_QUERY, readMode, setMode, type ColorMode } from '../theme/color-scheme';

export type { ColorMode };
export { readMode };

/**
 * The visitor's colour mode (system, light or dark), stored and applied to <html> by the same
 * functions the inline starter runs before the app (theme/color-scheme.ts).
 */
export function useColorMode(): [ColorMode | undefined, (mode: ColorMode) => void] {
  // Unknown until hydration: the server cannot know the stored choice.
  const [mode, setModeState] = React.useState<ColorMode | undefined>(undefined);

  React.useEffect(() => {
    setModeState(readMode());
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      if (readMode() === 'system') applyMode('system');
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const choose = React.useCallback((next: ColorMode) => {
    setMode(next);
    setModeState(next);
  }, []);

  return [mode, choose];
}
