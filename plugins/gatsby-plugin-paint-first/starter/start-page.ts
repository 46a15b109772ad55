/**
 * What the inline starter does (bundled at build time by build/starter-script.ts with the site's
 * own part, the `starter` option, and inlined in place of Gatsby's script tags).
 *
 * Gatsby's script tags (webpack runtime, React, the app) would load at once, and on a phone they
 * share the first second's bandwidth and main thread with the page's own text, font and pictures:
 * the largest paint came 40-60 % later than on the same page without scripts (`npm run
 * bench:twin`). The starter starts them once the page has painted its largest element, or at the
 * visitor's first touch, key or scroll if that comes sooner, one per task.
 *
 * Until the app has hydrated, it keeps what the visitor does to a `data-keep` element for the app
 * (src/kept.ts): a button's tap, a field's value, a form's Send. What else the site does before the
 * app is the site's starter, which is handed the started page (StartedPage).
 */
import { applyAfterPaintInSteps } from '../src/after-paint.ts';
import { applyDeferredStylesheets, deferredStylesheetsLoading } from '../src/deferred-stylesheet.ts';
import { HYDRATED_ATTRIBUTE, KEEP_ATTRIBUTE, KEPT_ATTRIBUTE, KEPT_GLOBAL } from '../src/markers.ts';
import type { Kept } from '../src/kept.ts';

/** How long after load the starter waits for a largest-paint report before starting anyway. */
export const LARGEST_PAINT_WAIT_MS = 2000;

/** What the site's starter is handed. */
export interface StartedPage {
  /** Starts the app's scripts now (once): the visitor did something that needs the app. */
  start(): void;
  /**
   * Starts the app, and settles once the stylesheets it deferred have loaded (null if they have):
   * what is about to show something they style (an opening dialog) waits for it.
   */
  whenStyled(): Promise<void> | null;
  /** The element matching `selector` that `event` reached, while the app has not hydrated it; else null. */
  unhydrated(event: Event, selector: string): HTMLElement | null;
}

/** The site's part of the starter: the default export of the module the `starter` option names. */
export type SiteStarter = (win: Window & typeof globalThis, page: StartedPage) => void;

/**
 * The starter as a page runs it: the plugin's part (with the page's scripts to start; none in tests
 * of what works before the app), the site's part, then what changed before either listened. Its
 * listeners are on the window: once per window.
 */
export function runStarter(
  win: Window & typeof globalThis,
  site?: SiteStarter,
  sources: readonly string[] = [],
): StartedPage {
  const page = startPage(win, sources);
  site?.(win, page);
  catchUp(win);
  return page;
}

/**
 * A kept field changed before the starter ran: the starter is inline at the end of the page, and on
 * a slow network a select near the top is painted (and chosen) while the rest still arrives, or the
 * browser restored a value. Each such field's change is announced again, once the plugin's and the
 * site's listeners are in place, so it is kept and acted on as if it came now.
 */
function catchUp(win: Window & typeof globalThis): void {
  const changed = (field: HTMLSelectElement | HTMLInputElement) =>
    field instanceof win.HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.type === 'checkbox' || field.type === 'radio'
        ? field.checked !== field.defaultChecked
        : field.value !== field.defaultValue;
  for (const field of win.document.querySelectorAll<HTMLSelectElement | HTMLInputElement>(
    `select[${KEEP_ATTRIBUTE}], input[${KEEP_ATTRIBUTE}]`,
  ))
    if (!field.closest(`[${HYDRATED_ATTRIBUTE}]`) && changed(field))
      field.dispatchEvent(new win.Event('change', { bubbles: true }));
}

function startPage(win: Window & typeof globalThis, sources: readonly string[]): StartedPage {
  const doc = win.document;
  let started = false;
  // The deferred stylesheets come first (the app adopts their rules: theme/emotion-cache.ts), then
  // the scripts: inserted with `async = false` they run in insertion order; each is inserted in a
  // task of its own (four in one frame made a 45-70 ms task at 4x CPU).
  const start = () => {
    applyDeferredStylesheets(doc); // each time: a page may add one after the start
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
  // Two frames after the largest paint (or load, where it is not reported): it is on screen then,
  // and what was held back for after it (the brand font) no longer shares the network with it. It
  // applies it block by block from then on, over a few frames, beside the scripts. The
  // stylesheets and scripts start a task later: in the frame of the swap's setup, the three made
  // one callback of 26-84 ms at 4x CPU (docs/performance.md).
  const afterPaint = () => {
    const go = () =>
      win.requestAnimationFrame(() =>
        win.requestAnimationFrame(() => {
          applyAfterPaintInSteps(win);
          win.setTimeout(start, 0);
        }),
      );
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

  const kept: Kept = { taps: [], values: {} };
  (win as unknown as Record<string, Kept>)[KEPT_GLOBAL] = kept;
  const unhydrated = (event: Event, selector: string): HTMLElement | null =>
    !(event.target instanceof win.Element) || event.target.closest(`[${HYDRATED_ATTRIBUTE}]`)
      ? null
      : event.target.closest<HTMLElement>(selector);

  // A tap that needs the app: kept, marked busy, and acted on once the app has hydrated (kept.ts).
  win.addEventListener(
    'click',
    (event) => {
      const control = unhydrated(event, `button[${KEEP_ATTRIBUTE}], a[${KEEP_ATTRIBUTE}]`);
      if (!control || (control as HTMLButtonElement).disabled) return;
      event.preventDefault();
      control.setAttribute('aria-busy', 'true');
      kept.taps.push(control);
      start();
    },
    true,
  );

  // A field the app starts from (React's hydration resets a controlled select to its rendered
  // value): kept by name.
  win.addEventListener(
    'change',
    (event) => {
      const field = unhydrated(event, `select[${KEEP_ATTRIBUTE}], input[${KEEP_ATTRIBUTE}]`) as
        HTMLSelectElement | HTMLInputElement | null;
      if (!field?.name) return;
      kept.values[field.name] = field.value;
      field.setAttribute(KEPT_ATTRIBUTE, '');
    },
    true,
  );

  // A kept form never posts by itself: until the app has hydrated its root, a Send is kept for it.
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute(KEEP_ATTRIBUTE)) return;
      event.preventDefault();
      // Its own root hydrated (the contact dialog's is a root of its own, later than the page's).
      if (form.closest(`body [${HYDRATED_ATTRIBUTE}]`)) return;
      kept.send = true;
      (event as SubmitEvent).submitter?.setAttribute('aria-busy', 'true');
      start();
    },
    true,
  );

  const whenStyled = () => (start(), deferredStylesheetsLoading(doc));
  return { start, whenStyled, unhydrated };
}
