/**
 * Analytics through the global gtag function (spec §7). Event names are exactly the spec's;
 * without gtag (blocked, not configured, no consent yet) only a console warning is made.
 */
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

/** The tag itself (google-tag.ts) is imported only when it may load. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Without any interaction, the tag loads this long after the page's own load. */
export const TAG_MAX_DELAY_MS = 5000;

/**
 * Runs `load` after the page's own load, on the first interaction or after `maxDelayMs`,
 * whichever comes first: the tag then never competes with the page for the main thread.
 * Returns a cancel function.
 */
export function afterFirstInteraction(
  load: () => void,
  win: Window = window,
  maxDelayMs = TAG_MAX_DELAY_MS,
): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    load();
  };
  const arm = () => {
    for (const type of INTERACTIONS) win.addEventListener(type, run, { once: true, passive: true });
    timer = setTimeout(run, maxDelayMs);
  };
  const cancel = () => {
    win.removeEventListener('load', arm);
    for (const type of INTERACTIONS) win.removeEventListener(type, run);
    clearTimeout(timer);
  };
  if (win.document.readyState === 'complete') arm();
  else win.addEventListener('load', arm, { once: true });
  return () => {
    done = true;
    cancel();
  };
}
