import { KEPT_GLOBAL, KEPT_ATTRIBUTE } from './markers.ts';

/** What the inline starter kept of the visitor's input before the app had hydrated (starter/start-page.ts). */
export interface Kept {
  taps: HTMLElement[];
  values: Record<string, string>;
  /** The visitor pressed Send in a form marked `data-keep` before the app had it. */
  send?: boolean;
}

const kept = (win: Window): Kept | undefined =>
  (win as unknown as Record<string, Kept | undefined>)[KEPT_GLOBAL];

/**
 * Acts once on each tap the starter kept, in order, now that React's handlers are attached (a kept
 * copy-e-mail tap copies). Runs after the first page has hydrated; a control that is gone by then
 * (a different page) is skipped.
 */
export function clickKeptTaps(win: Window): number {
  const input = kept(win);
  if (!input) return 0;
  const taps = input.taps.splice(0);
  for (const control of taps) {
    control.removeAttribute('aria-busy');
    if (control.isConnected) control.click();
  }
  return taps.length;
}

/**
 * The value the visitor chose in a `data-keep` field before the app had hydrated, if any. The field
 * is no longer marked as kept: the app has its value now.
 */
export function keptValue(win: Window, name: string): string | undefined {
  win.document.querySelector(`[name="${name}"][${KEPT_ATTRIBUTE}]`)?.removeAttribute(KEPT_ATTRIBUTE);
  return kept(win)?.values[name];
}

/** Whether the visitor pressed Send in a kept form before the app took it over (asked once). */
export function takeKeptSend(win: Window): boolean {
  const input = kept(win);
  const send = Boolean(input?.send);
  if (input) input.send = false;
  return send;
}
