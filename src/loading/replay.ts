import { EARLY_INPUT_GLOBAL } from './markers.ts';

/** What the inline starter kept of the visitor's input before the app ran (starter.ts). */
interface EarlyInput {
  taps: HTMLElement[];
  values: Record<string, string>;
}

const early = (win: Window): EarlyInput | undefined =>
  (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];

/**
 * Acts once on each tap the starter kept, in order, now that React's handlers are attached:
 * a kept Get in touch opens the dialog, a kept colour-mode tap switches the mode. Runs after the
 * first page has hydrated; a control that is gone by then (a different page) is skipped.
 */
export function replayEarlyTaps(win: Window): number {
  const input = early(win);
  if (!input) return 0;
  const taps = input.taps.splice(0);
  for (const control of taps) {
    control.removeAttribute('aria-busy');
    if (control.isConnected) control.click();
  }
  return taps.length;
}

/** The value the visitor chose in a `data-keep` field before the app ran, if any. */
export function earlyValue(win: Window, name: string): string | undefined {
  return early(win)?.values[name];
}
