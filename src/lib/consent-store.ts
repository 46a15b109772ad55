/** The visitor's analytics choice, remembered in localStorage so the banner asks once. */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'fernhill:analytics-consent';

export function readConsent(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(
  choice: ConsentChoice,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(CONSENT_KEY, choice);
  } catch {
    // Not remembered (storage blocked): the choice still holds for this page view.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Dispatched by the footer's "Cookie settings": the consent manager asks again. */
export const CONSENT_SETTINGS_EVENT = 'fernhill:consent-settings';

export function openConsentSettings(win: Window = window): void {
  win.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
}
