import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { firebaseSettings } from './config.ts';
import type { AppCheckSettings } from './config.ts';

/**
 * The contact form's Firebase app and its App Check, loaded on first use only (a submit), never
 * with a page or the form: the SDK's chunks cost nothing before the visitor sends. One app per
 * page; App Check is initialised once, before Storage, so every upload carries its token.
 */
export interface ContactFirebase {
  app: FirebaseApp;
  appCheck: AppCheck | null;
  useLocalStorage: boolean;
}

declare global {
  // The Firebase SDK's switch for its debug provider (read when App Check is initialised).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

let ready: Promise<ContactFirebase> | null = null;

async function startAppCheck(app: FirebaseApp, settings: AppCheckSettings): Promise<AppCheck | null> {
  if (!settings) return null;
  const sdk = await import('firebase/app-check');
  if (settings.provider === 'recaptchaEnterprise') {
    const provider = new sdk.ReCaptchaEnterpriseProvider(settings.siteKey);
    return sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  }
  if (settings.local) {
    // The local stack cannot exchange a debug token with App Check's servers: it takes it as is.
    const provider = new sdk.CustomProvider({
      getToken: async () => ({ token: settings.token, expireTimeMillis: Date.now() + 60 * 60_000 }),
    });
    return sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
  }
  // A real project with a debug token registered in its console: the SDK's own debug provider.
  globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.token;
  return sdk.initializeAppCheck(app, {
    provider: new sdk.ReCaptchaEnterpriseProvider('debug'),
    isTokenAutoRefreshEnabled: false,
  });
}

export function contactFirebase(): Promise<ContactFirebase> {
  ready ??= (async () => {
    const { initializeApp, getApp, getApps } = await import('firebase/app');
    const { config, appCheck, useLocalStorage } = firebaseSettings();
    const app = getApps().length > 0 ? getApp() : initializeApp(config);
    return { app, appCheck: await startAppCheck(app, appCheck), useLocalStorage };
  })().catch((error: unknown) => {
    ready = null; // A failed chunk load can be retried with the next submit.
    throw error;
  });
  return ready;
}

/** The token for `X-Firebase-AppCheck` on the contact post, or null without App Check. */
export async function contactAppCheckToken(): Promise<string | null> {
  const { appCheck } = await contactFirebase();
  if (!appCheck) return null;
  const { getToken } = await import('firebase/app-check');
  return (await getToken(appCheck)).token;
}
