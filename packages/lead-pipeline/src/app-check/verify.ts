import { timingSafeEqual } from 'node:crypto';
import { isDeployed } from '../captcha/policy.ts';
import { errorText } from '../log.ts';
import type { Logger } from '../log.ts';

/**
 * Firebase App Check on the contact function: the form sends the token its provider (reCAPTCHA
 * Enterprise deployed, the debug token locally) hands out in `X-Firebase-AppCheck`, and a request
 * without a valid one is refused before anything else is done with it. onRequest functions have no
 * `enforceAppCheck` (that is for callable functions), so the token is verified here with the Admin
 * SDK's `getAppCheck().verifyToken`, which the adapter injects.
 */
export const APP_CHECK_HEADER = 'x-firebase-appcheck';

export type AppCheckResult = { ok: true } | { ok: false; reason: 'missing' | 'invalid' };
export type VerifyAppCheck = (token: string | undefined) => Promise<AppCheckResult>;

/** firebase-admin's `getAppCheck().verifyToken`: resolves for a valid token, rejects otherwise. */
export type AdminVerifyToken = (token: string) => Promise<unknown>;

// App Check tokens are JWTs of about 1 KB; anything far larger is not one.
const MAX_TOKEN_LENGTH = 4_096;

export const appCheckNotEnforced: VerifyAppCheck = async () => ({ ok: true });

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createAppCheckVerifier(options: {
  verifyToken?: AdminVerifyToken;
  /** Accepted as it is: the local stack's and the emulators' token. Never set deployed. */
  debugToken?: string;
  log: Logger;
}): VerifyAppCheck {
  return async (token) => {
    if (!token) return { ok: false, reason: 'missing' };
    if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
    if (options.debugToken)
      return sameText(token, options.debugToken) ? { ok: true } : { ok: false, reason: 'invalid' };
    if (!options.verifyToken) return { ok: false, reason: 'invalid' };
    try {
      await options.verifyToken(token);
      return { ok: true };
    } catch (error) {
      // The SDK's message names the check that failed, never the token's contents.
      options.log.info('app_check.rejected', { error: errorText(error).slice(0, 200) });
      return { ok: false, reason: 'invalid' };
    }
  };
}

/**
 * Deployed: every request needs a token the Admin SDK verifies (a debug token in the environment
 * is ignored, loudly). Locally and in the emulators, which cannot reach App Check's servers:
 * APP_CHECK_DEBUG_TOKEN, when set, is the one token accepted; unset, App Check is not enforced and
 * the start-up log says so (as for the captcha).
 */
export function createAppCheckPolicy(
  env: NodeJS.ProcessEnv,
  verifyToken: AdminVerifyToken | undefined,
  log: Logger,
): VerifyAppCheck {
  const debugToken = env['APP_CHECK_DEBUG_TOKEN'] || undefined;
  if (isDeployed(env)) {
    if (debugToken)
      log.warn('app_check.debug_token_ignored', { reason: 'APP_CHECK_DEBUG_TOKEN is set deployed' });
    return createAppCheckVerifier({ verifyToken, log });
  }
  if (debugToken) return createAppCheckVerifier({ debugToken, log });
  log.warn('app_check.disabled', {
    reason: 'APP_CHECK_DEBUG_TOKEN is not set; requests are accepted without an App Check token',
  });
  return appCheckNotEnforced;
}
