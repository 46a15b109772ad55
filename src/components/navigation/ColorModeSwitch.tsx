import * as React from 'react';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { MoonIcon, SunIcon, SystemIcon } from '../common/icons';
import { readMode, useColorMode, type ColorMode } from '../../hooks/useColorMode';
import { REPLAY_ATTRIBUTE } from '../../loading/markers';

type Mode = ColorMode;
const ORDER: Mode[] = ['system', 'light', 'dark'];
const ICONS = { system: SystemIcon, light: SunIcon, dark: MoonIcon } as const;
const LABELS = { system: 'system', light: 'light', dark: 'dark' } as const;
const nextMode = (mode: Mode) => ORDER[(ORDER.indexOf(mode) + 1) % ORDER.length]!;

const Button = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${palette.divider}`,
  borderRadius: 12,
  background: 'none',
  color: palette.text.primary,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

/**
 * Cycles system → light → dark; the choice is stored and applied before paint on the next load.
 * A tap before the app ran is kept and replayed (data-replay); the next mode is read from storage
 * at the tap, so a replayed tap never acts on the server's placeholder state. `forced`: the scheme
 * a page always shows; the switch is then disabled and shows that scheme.
 */
export function ColorModeSwitch({ forced }: { forced?: 'light' | 'dark' }) {
  const [mode, setMode] = useColorMode();
  // Before hydration the stored mode is unknown: render the system icon at the same size (no shift).
  const current: Mode = mode ?? 'system';
  const next = nextMode(current);
  const Icon = ICONS[forced ?? current];
  return (
    <Button
      type="button"
      {...{ [REPLAY_ATTRIBUTE]: '' }}
      onClick={() => setMode(nextMode(readMode()))}
      disabled={Boolean(forced)}
      aria-label={
        forced
          ? 'Colour mode is fixed on this page'
          : `Colour mode: ${LABELS[current]}. Switch to ${LABELS[next]}`
      }
      title={forced ? 'This page always uses one colour mode' : `Colour mode: ${LABELS[current]}`}
      data-mode={current}
    >
      <Icon />
    </Button>
  );
}
