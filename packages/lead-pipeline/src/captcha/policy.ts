import { listEnv } from '../env.ts';
import type { Logger } from '../log.ts';
import { createSiteverifyVerifier } from './siteverify.ts';
import type { VerifyCaptcha } from './siteverify.ts';

/** Cloud Functions / Cloud Run set these; the Firebase emulator sets FUNCTIONS_EMULATOR too. */
export function isDeployed(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env['K_SERVICE'] || env['FUNCTION_TARGET']) && env['FUNCTIONS_EMULATOR'] !== 'true';
}

/**
 * With RECAPTCHA_SECRET: verify every request, and that the token was solved on one of
 * RECAPTCHA_HOSTNAMES. Without it: a deployed function refuses to start (throws), while the local
 * stack accepts requests without a token and says so once, here.
 */
export function createCaptchaVerifier(env: NodeJS.ProcessEnv, log: Logger): VerifyCaptcha {
  const secret = env['RECAPTCHA_SECRET'];
  if (secret) {
    const hostnames = listEnv(env, 'RECAPTCHA_HOSTNAMES', []);
    if (!hostnames.length)
      log.warn('captcha.hostname_unchecked', { reason: 'RECAPTCHA_HOSTNAMES is not set' });
    return createSiteverifyVerifier({
      secret,
      url: env['RECAPTCHA_VERIFY_URL'] || undefined,
      hostnames,
      log,
    });
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
