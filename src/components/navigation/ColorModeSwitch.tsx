import { MoonIcon, SunIcon, SystemIcon } from '../../ui/icons';
import { readMode, useColorMode } from '../../hooks/useColorMode';
import { COLOR_MODES, colorModeWording, nextColorMode, type ColorMode } from '../../theme/color-scheme';
import { COLOR_MODE_SWITCH_ATTRIBUTE } from '../../theme/color-scheme';
import * as css from './ColorModeSwitch.css';

const ICONS = { system: SystemIcon, light: SunIcon, dark: MoonIcon } as const;

// A plain button rather than MUI's IconButton: ButtonBase and its ripple are ~4.5 kB gzipped
// more in the script every page loads before its first tap (measured), for a ripple we would turn off.

/**
 * Cycles system → light → dark; the choice is stored and applied before paint on the next load.
 * Before the app runs, the inline starter switches the mode itself at the tap (the same cycle,
 * storage key, icon and words, from theme/color-scheme.ts); the app then starts from the stored
 * mode. `forced`: the scheme a page always shows; the switch is then disabled and shows that scheme.
 */
export function ColorModeSwitch({ forced }: { forced?: 'light' | 'dark' }) {
  const [mode, setMode] = useColorMode();
  // Before hydration the stored mode is unknown: the server shows the system icon (no shift).
  const current: ColorMode = mode ?? 'system';
  const wording = colorModeWording(current);
  return (
    <button
      type="button"
      className={css.colorModeSwitch}
      {...{ [COLOR_MODE_SWITCH_ATTRIBUTE]: '' }}
      onClick={() => setMode(nextColorMode(readMode()))}
      disabled={Boolean(forced)}
      aria-label={forced ? 'Colour mode is fixed on this page' : wording.label}
      title={forced ? 'This page always uses one colour mode' : wording.title}
      data-mode={forced ?? current}
    >
      {COLOR_MODES.map((icon) => {
        const Icon = ICONS[icon];
        return <Icon key={icon} className={icon} />;
      })}
    </button>
  );
}
