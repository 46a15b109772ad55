import { EARLY_INPUT_GLOBAL, KEPT_ATTRIBUTE } from './markers.ts';

/** What the inline starter kept of the visitor's input before the app ran (starter/start-page.ts). */
export interface EarlyInput {
  taps: HTMLElement[];
  values: Record<string, string>;
  /** The visitor pressed Send in the page's own form (data-early-form) before the app had it. */
  send?: boolean;
}

const early = (win: Window): EarlyInput | undefined =>
  (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];

/**
 * Acts once on each tap the starter kept, in order, now that React's handlers are attached:
 * a kept copy-e-mail tap copies. Runs after the
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

/**
 * The value the visitor chose in a `data-keep` field before the app ran, if any. The field is no
 * longer marked as kept: the app has its value now.
 */
export function earlyValue(win: Window, name: string): string | undefined {
  win.document.querySelector(`[name="${name}"][${KEPT_ATTRIBUTE}]`)?.removeAttribute(KEPT_ATTRIBUTE);
  return early(win)?.values[name];
}

/** Whether the visitor pressed Send in the page's own form before the app took it over (asked once). */
export function takeEarlySend(win: Window): boolean {
  const input = early(win);
  const send = Boolean(input?.send);
  if (input) input.send = false;
  return send;
}
