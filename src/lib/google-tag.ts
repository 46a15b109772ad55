/**
 * Loading the Google tag and telling it about consent (Consent Mode). Imported on demand by the
 * consent manager, when the tag may load: none of this is in a page's first load.
 */
import type { TagWindow } from './analytics.ts';

export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

const CONSENT_TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
const consentState = (value: 'granted' | 'denied') =>
  Object.fromEntries(CONSENT_TYPES.map((type) => [type, value]));

/**
 * Adds the Google tag. Consent Mode starts with everything denied; the caller only loads the tag
 * once storage is allowed (consent given in Europe, not required in the US), which the update says.
 * An existing `gtag` (a test double, another snippet) is kept. Calling twice does nothing.
 */
export function loadGoogleTag(id: string, win: Window = window): void {
  const doc = win.document;
  if (doc.querySelector('script[data-google-tag]')) return;
  const tagWindow = win as unknown as TagWindow;
  const dataLayer = (tagWindow.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the dataLayer, not arrays: this is Google's own snippet.
  tagWindow.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  const gtag = tagWindow.gtag;
  gtag('consent', 'default', consentState('denied'));
  gtag('consent', 'update', consentState('granted'));
  gtag('js', new Date());
  gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.googleTag = '';
  doc.head.appendChild(script);
}

/** Consent withdrawn: a loaded tag is told to stop using storage and sending (Consent Mode). */
export function withdrawGoogleTagConsent(win: Window = window): void {
  const gtag = (win as unknown as TagWindow).gtag;
  if (typeof gtag === 'function') gtag('consent', 'update', consentState('denied'));
}
