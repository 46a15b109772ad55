import { LOCAL_APP_CHECK_DEBUG_TOKEN, LOCAL_BUCKET } from '@fernhill/lead-pipeline/contact/local-storage';
/**
 * Firebase settings for the browser, from public build-time configuration (GATSBY_FIREBASE_*).
 * Without an API key (local builds, the e2e stack) the site talks to the local stack's Cloud
 * Storage stand-in on its own origin instead of a real bucket.
 */
export interface FirebaseWebConfig {
  apiKey?: string;
  authDomain?: string;
  projectId: string;
  storageBucket: string;
  appId?: string;
  messagingSenderId?: string;
}

/**
 * Which App Check provider the form uses: reCAPTCHA Enterprise deployed; a debug token locally
 * (handed out as is, since the local stack cannot reach App Check's servers) or on a real project
 * (the SDK's debug provider, the token registered in the console), e.g. for a preview.
 */
export type AppCheckSettings =
  | { provider: 'recaptchaEnterprise'; siteKey: string }
  | { provider: 'debug'; token: string; local: boolean }
  | null;

export interface FirebaseSettings {
  config: FirebaseWebConfig;
  appCheck: AppCheckSettings;
  /** True when uploads go to the local stand-in (connectStorageEmulator on this origin). */
  useLocalStorage: boolean;
}

export const LOCAL_PROJECT_ID = 'fernhill-local';
export { LOCAL_BUCKET };

export interface FirebaseEnv {
  GATSBY_FIREBASE_API_KEY?: string;
  GATSBY_FIREBASE_AUTH_DOMAIN?: string;
  GATSBY_FIREBASE_PROJECT_ID?: string;
  GATSBY_FIREBASE_STORAGE_BUCKET?: string;
  GATSBY_FIREBASE_APP_ID?: string;
  GATSBY_FIREBASE_MESSAGING_SENDER_ID?: string;
  GATSBY_APP_CHECK_SITE_KEY?: string;
  GATSBY_APP_CHECK_DEBUG_TOKEN?: string;
}

// Spelled out one by one: webpack replaces each `process.env.GATSBY_…` literally at build time.
const buildEnv = (): FirebaseEnv => ({
  GATSBY_FIREBASE_API_KEY: process.env.GATSBY_FIREBASE_API_KEY,
  GATSBY_FIREBASE_AUTH_DOMAIN: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
  GATSBY_FIREBASE_PROJECT_ID: process.env.GATSBY_FIREBASE_PROJECT_ID,
  GATSBY_FIREBASE_STORAGE_BUCKET: process.env.GATSBY_FIREBASE_STORAGE_BUCKET,
  GATSBY_FIREBASE_APP_ID: process.env.GATSBY_FIREBASE_APP_ID,
  GATSBY_FIREBASE_MESSAGING_SENDER_ID: process.env.GATSBY_FIREBASE_MESSAGING_SENDER_ID,
  GATSBY_APP_CHECK_SITE_KEY: process.env.GATSBY_APP_CHECK_SITE_KEY,
  GATSBY_APP_CHECK_DEBUG_TOKEN: process.env.GATSBY_APP_CHECK_DEBUG_TOKEN,
});

export function firebaseSettings(env: FirebaseEnv = buildEnv()): FirebaseSettings {
  const apiKey = env.GATSBY_FIREBASE_API_KEY || undefined;
  if (!apiKey) {
    // The bucket must be the one the local stack serves (its STORAGE_BUCKET); it refuses others.
    const storageBucket = env.GATSBY_FIREBASE_STORAGE_BUCKET || LOCAL_BUCKET;
    const token = env.GATSBY_APP_CHECK_DEBUG_TOKEN || LOCAL_APP_CHECK_DEBUG_TOKEN;
    return {
      config: { projectId: LOCAL_PROJECT_ID, storageBucket },
      appCheck: { provider: 'debug', token, local: true },
      useLocalStorage: true,
    };
  }
  const projectId = env.GATSBY_FIREBASE_PROJECT_ID;
  if (!projectId) throw new Error('GATSBY_FIREBASE_PROJECT_ID is required with GATSBY_FIREBASE_API_KEY.');
  return {
    config: {
      apiKey,
      authDomain: env.GATSBY_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: env.GATSBY_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
      appId: env.GATSBY_FIREBASE_APP_ID || undefined,
      messagingSenderId: env.GATSBY_FIREBASE_MESSAGING_SENDER_ID || undefined,
    },
    appCheck: env.GATSBY_APP_CHECK_DEBUG_TOKEN
      ? { provider: 'debug', token: env.GATSBY_APP_CHECK_DEBUG_TOKEN, local: false }
      : env.GATSBY_APP_CHECK_SITE_KEY
        ? { provider: 'recaptchaEnterprise', siteKey: env.GATSBY_APP_CHECK_SITE_KEY }
        : null,
    useLocalStorage: false,
  };
}
