/**
 * Analytics through the global gtag function (spec §7). Event names are exactly the spec's;
 * without gtag (blocked, not configured, no consent yet) only a console warning is made.
 */
import { isLeaving } from './leaving.ts';

export const ANALYTICS_EVENTS = [
  'get_in_touch_home_inside',
  'get_in_touch_home_inside_email',
  'get_in_touch_home_inside_WhatsApp',
  'get_in_touch_home_inside_book_a_call',
  'whatsapp_click',
  'call_click',
  'email_click',
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Ad conversions the spec names: e-mail, WhatsApp, book-a-call, and a sent contact form. */
export type ConversionKind = 'email' | 'whatsapp' | 'book_a_call' | 'contact_form';

type Gtag = (command: string, ...args: unknown[]) => void;
export type TagWindow = { gtag?: Gtag; dataLayer?: unknown[] };

const getGtag = (): Gtag | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as TagWindow).gtag;

export function trackEvent(name: AnalyticsEvent, params?: Record<string, unknown>): void {
  const gtag = getGtag();
  if (typeof gtag !== 'function') {
    console.warn(`Analytics is not available; event "${name}" was not sent.`);
    return;
  }
  gtag('event', name, params);
}

/** Google Ads conversion labels come from public configuration (GATSBY_ADS_CONVERSIONS, JSON). */
export function trackConversion(
  kind: ConversionKind,
  labels: Partial<Record<ConversionKind, string>> = conversionLabels(),
): void {
  const sendTo = labels[kind];
  const gtag = getGtag();
  if (typeof gtag !== 'function') {
    console.warn(`Analytics is not available; conversion "${kind}" was not sent.`);
    return;
  }
  if (sendTo) gtag('event', 'conversion', { send_to: sendTo });
}

function conversionLabels(): Partial<Record<ConversionKind, string>> {
  try {
    return JSON.parse(process.env.GATSBY_ADS_CONVERSIONS ?? '{}');
  } catch {
    return {};
  }
}

/* ---------------------------------------------------------------- Google tag loading */

/** The GA4 measurement id (build-time public configuration); without it the tag never loads. */
export const measurementId = (): string | undefined => process.env.GATSBY_GA_MEASUREMENT_ID || undefined;

/**
 * A visitor's gestures, at their end: a tap or click (a touch's click can come a task after its
 * pointerup), a key released, a scroll. The tag starts once the page has answered the gesture (a
 * link followed, a menu opened), never at its start.
 */
const INTERACTIONS = ['click', 'keyup', 'scroll'] as const;

/** Without any interaction, the tag loads this long after the page's own load. */
export const TAG_MAX_DELAY_MS = 5000;

/**
 * Runs `load` after the page's own load, after the first interaction or after `maxDelayMs`,
 * whichever comes first: the tag then never competes with the page for the main thread. Never
 * while the page is being left (`leaving`, leaving.ts): a script added then cancelled the
 * visitor's navigation in Firefox and WebKit; the next page loads the tag instead.
 * Returns a cancel function.
 */
export function afterFirstInteraction(
  load: () => void,
  win: Window = window,
  maxDelayMs = TAG_MAX_DELAY_MS,
  leaving: () => boolean = isLeaving,
): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done || leaving()) return;
    cancel();
    done = true;
    load();
  };
  // In a task after the gesture's own events, its click among them.
  const afterGesture = () => void setTimeout(run, 0);
  const arm = () => {
    for (const type of INTERACTIONS) win.addEventListener(type, afterGesture, { passive: true });
    timer = setTimeout(run, maxDelayMs);
  };
  const cancel = () => {
    win.removeEventListener('load', arm);
    for (const type of INTERACTIONS) win.removeEventListener(type, afterGesture);
    clearTimeout(timer);
  };
  if (win.document.readyState === 'complete') arm();
  else win.addEventListener('load', arm, { once: true });
  return () => {
    done = true;
    cancel();
  };
}
