/**
 * What the inline starter does (index.ts is its entry, bundled at build time by
 * gatsby/loading/starter-script.ts and inlined in place of Gatsby's script tags).
 *
 * Gatsby's script tags (webpack runtime, React, the app) would load at once, and on a phone they
 * share the first second's bandwidth and main thread with the page's own text, font and pictures:
 * the largest paint came 40-60 % later than on the same page without scripts (`npm run
 * bench:twin`). The starter starts them once the page has painted its largest element, or at the
 * visitor's first touch, key or scroll if that comes sooner, one per task.
 *
 * Until the app runs, it also acts for it, with the same modules the app uses: the colour-mode
 * switch (theme/color-scheme.ts), the list filters and their count (components/common/filter-match.ts),
 * closing the menu as the page is left (components/navigation/menu-page-cache.ts), the
 * contact dialog where the browser lacks invoker commands or `closedby`
 * (features/contact/dialog-fallback.ts), and it keeps taps and choices for the app to act on
 * (replay.ts). Disclosures, menus and links need none of this: the browser does them.
 */
import { nextColorMode, readMode, setMode, showMode, COLOR_SCHEME } from '../../theme/color-scheme';
import { installDialogFallbacks } from '../../features/contact/dialog-fallback';
import { filterListBeforeApp } from '../../components/common/filter-match';
import { closeMenuOnLeave } from '../../components/navigation/menu-page-cache';
import {
  COLOR_MODE_SWITCH_ATTRIBUTE,
  DEFERRED_STYLESHEET_ATTRIBUTE,
  EARLY_FORM_ATTRIBUTE,
  EARLY_INPUT_GLOBAL,
  ENHANCED_ATTRIBUTE,
  FILTERS_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  KEEP_ATTRIBUTE,
  KEPT_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
} from '../markers';
import type { EarlyInput } from '../replay';

/** How long after load the starter waits for a largest-paint report before starting anyway. */
export const LARGEST_PAINT_WAIT_MS = 2000;

export function startPage(win: Window & typeof globalThis, sources: readonly string[]): void {
  const doc = win.document;
  // Stylesheets preloaded for later (the contact dialog's) apply now, without holding the parser.
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`))
    link.rel = 'stylesheet';
  let started = false;
  // Scripts inserted with `async = false` run in insertion order; each is inserted in a task of
  // its own (four in one frame made a 45-70 ms task at 4x CPU).
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources)
      win.setTimeout(() => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = false;
        doc.body.appendChild(script);
      }, 0);
  };
  // Two frames after the largest paint (or load, where it is not reported): it is on screen then.
  const afterPaint = () => {
    const go = () => win.requestAnimationFrame(() => win.requestAnimationFrame(start));
    const Observer = win.PerformanceObserver;
    if (Observer && (Observer.supportedEntryTypes ?? []).includes('largest-contentful-paint')) {
      new Observer((_, observer) => {
        observer.disconnect();
        go();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      win.setTimeout(go, LARGEST_PAINT_WAIT_MS);
    } else go();
  };
  if (doc.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll'])
    win.addEventListener(type, start, { once: true, passive: true });

  const kept: EarlyInput = { taps: [], values: {} };
  (win as unknown as Record<string, EarlyInput>)[EARLY_INPUT_GLOBAL] = kept;
  const beforeApp = (event: Event, selector: string): HTMLElement | null =>
    doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) || !(event.target instanceof win.Element)
      ? null
      : event.target.closest<HTMLElement>(selector);

  // A tap that needs the app: kept, marked busy, and acted on once the app runs (replay.ts).
  win.addEventListener(
    'click',
    (event) => {
      const control = beforeApp(event, `[${REPLAY_ATTRIBUTE}]`);
      if (!control || (control as HTMLButtonElement).disabled) return;
      event.preventDefault();
      control.setAttribute('aria-busy', 'true');
      kept.taps.push(control);
      start();
    },
    true,
  );

  // The switch shows the stored mode from the first paint (the server cannot know it; a page
  // that forces a scheme disables its switch, which then shows that scheme).
  const stored = readMode(win);
  for (const control of doc.querySelectorAll(`[${COLOR_MODE_SWITCH_ATTRIBUTE}]:not(:disabled)`))
    showMode(control, stored);

  // The colour-mode switch, as the app's would: next mode, stored, applied and shown.
  win.addEventListener(
    'click',
    (event) => {
      const control = beforeApp(event, `[${COLOR_MODE_SWITCH_ATTRIBUTE}]`);
      if (!control || (control as HTMLButtonElement).disabled) return;
      event.preventDefault();
      event.stopPropagation();
      const mode = nextColorMode(readMode(win));
      setMode(mode, win);
      showMode(control, mode);
    },
    true,
  );

  // A field the app starts from (React's hydration resets a controlled select to its rendered
  // value): kept by name. A select that filters a list also filters it now, and its count.
  win.addEventListener(
    'change',
    (event) => {
      const field = beforeApp(event, `[${KEEP_ATTRIBUTE}]`) as HTMLSelectElement | null;
      if (!field?.name) return;
      kept.values[field.name] = field.value;
      field.setAttribute(KEPT_ATTRIBUTE, '');
      const list = doc.getElementById(field.getAttribute(FILTERS_ATTRIBUTE) ?? '');
      if (list) filterListBeforeApp(doc, list);
    },
    true,
  );

  closeMenuOnLeave(win);

  // The contact dialog: opened natively (or by the fallback), it takes the page's scheme (a page
  // may force one; the dialog is outside the page's layout), and the app starts.
  installDialogFallbacks(win, (dialog) => {
    const forced = doc.getElementById('main')?.closest(`[${COLOR_SCHEME.attribute}]`);
    if (forced) dialog.setAttribute(COLOR_SCHEME.attribute, forced.getAttribute(COLOR_SCHEME.attribute)!);
    start();
  });

  // The dialog's form never posts by itself: before the app adopts it, a Send is kept for the app.
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute(EARLY_FORM_ATTRIBUTE)) return;
      event.preventDefault();
      if (form.closest(`[${ENHANCED_ATTRIBUTE}]`)) return;
      kept.send = true;
      (event as SubmitEvent).submitter?.setAttribute('aria-busy', 'true');
      start();
    },
    true,
  );
}
