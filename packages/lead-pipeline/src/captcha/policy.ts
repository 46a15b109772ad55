import type { Logger } from '../log.ts';
import { createSiteverifyVerifier } from './siteverify.ts';
import type { VerifyCaptcha } from './siteverify.ts';

/** Cloud Functions / Cloud Run set these; the Firebase emulator sets FUNCTIONS_EMULATOR too. */
export function isDeployed(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env['K_SERVICE'] || env['FUNCTION_TARGET']) && env['FUNCTIONS_EMULATOR'] !== 'true';
}

/**
 * With RECAPTCHA_SECRET: verify every request. Without it: a deployed function refuses to start
 * (throws), while the local stack accepts requests without a token and says so once, here.
 */
export function createCaptchaVerifier(env: NodeJS.ProcessEnv, log: Logger): VerifyCaptcha {
  const secret = env['RECAPTCHA_SECRET'];
  if (secret) {
    return createSiteverifyVerifier({ secret, url: env['RECAPTCHA_VERIFY_URL'] || undefined, log });
  }
  if (isDeployed(env)) {
    throw new Error(
      'RECAPTCHA_SECRET is not set: a deployed contactFormV2 refuses to run without captcha checks.',
    );
  }
  log.warn('captcha.disabled', {
    reason: 'RECAPTCHA_SECRET is not set; requests are accepted without a captcha',
  });
  return async () => ({ ok: true });
}
