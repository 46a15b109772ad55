/** @jest-environment node */
import { LOCAL_APP_CHECK_DEBUG_TOKEN } from '@fernhill/lead-pipeline/contact/local-storage';
import { firebaseSettings, LOCAL_BUCKET, LOCAL_PROJECT_ID } from '../config.ts';

describe('firebaseSettings', () => {
  it('without an API key uses the local project and the same-origin storage stand-in', () => {
    expect(firebaseSettings({})).toEqual({
      config: { projectId: LOCAL_PROJECT_ID, storageBucket: LOCAL_BUCKET },
      appCheck: { provider: 'debug', token: LOCAL_APP_CHECK_DEBUG_TOKEN, local: true },
      useLocalStorage: true,
    });
    expect(firebaseSettings({ GATSBY_FIREBASE_API_KEY: '' }).useLocalStorage).toBe(true);
  });

  it('without an API key may still name the local bucket, to match the local stack', () => {
    expect(firebaseSettings({ GATSBY_FIREBASE_STORAGE_BUCKET: 'other.appspot.com' }).config).toEqual({
      projectId: LOCAL_PROJECT_ID,
      storageBucket: 'other.appspot.com',
    });
  });

  it('with an API key uses the configured project and derives missing defaults', () => {
    const settings = firebaseSettings({
      GATSBY_FIREBASE_API_KEY: 'key',
      GATSBY_FIREBASE_PROJECT_ID: 'fernhill-prod',
    });
    expect(settings.useLocalStorage).toBe(false);
    expect(settings.config).toMatchObject({
      apiKey: 'key',
      projectId: 'fernhill-prod',
      authDomain: 'fernhill-prod.firebaseapp.com',
      storageBucket: 'fernhill-prod.appspot.com',
    });
  });

  it('keeps an explicit bucket', () => {
    const settings = firebaseSettings({
      GATSBY_FIREBASE_API_KEY: 'key',
      GATSBY_FIREBASE_PROJECT_ID: 'p',
      GATSBY_FIREBASE_STORAGE_BUCKET: 'p.firebasestorage.app',
    });
    expect(settings.config.storageBucket).toBe('p.firebasestorage.app');
  });

  it('uses reCAPTCHA Enterprise for App Check deployed, or a debug token registered for the project', () => {
    const deployed = { GATSBY_FIREBASE_API_KEY: 'key', GATSBY_FIREBASE_PROJECT_ID: 'p' };
    expect(firebaseSettings({ ...deployed, GATSBY_APP_CHECK_SITE_KEY: 'site-key' }).appCheck).toEqual({
      provider: 'recaptchaEnterprise',
      siteKey: 'site-key',
    });
    expect(firebaseSettings({ ...deployed, GATSBY_APP_CHECK_DEBUG_TOKEN: 'registered' }).appCheck).toEqual({
      provider: 'debug',
      token: 'registered',
      local: false,
    });
    expect(firebaseSettings(deployed).appCheck).toBeNull();
  });

  it('refuses an API key without a project', () => {
    expect(() => firebaseSettings({ GATSBY_FIREBASE_API_KEY: 'key' })).toThrow(/PROJECT_ID/);
  });
});
