import type { Logger } from '../log.ts';
import { errorText } from '../log.ts';

/** reCAPTCHA verification against Google's siteverify API (or a stand-in at the same contract). */
export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type CaptchaFailure = 'missing' | 'rejected' | 'replay' | 'unavailable';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };
export type VerifyCaptcha = (token: string | undefined, ip: string) => Promise<CaptchaResult>;

export interface SiteverifyOptions {
  secret: string;
  url?: string;
  timeoutMs?: number;
  /** The site's hosts: a token solved on any other page (a copy of the form elsewhere) is refused. */
  hostnames?: readonly string[];
  /** For score-based (v3) tokens only: the action the site runs, and the lowest score accepted. */
  action?: string;
  minScore?: number;
  log: Logger;
}

type Expected = Required<Pick<SiteverifyOptions, 'action' | 'minScore'>> & { hostnames: readonly string[] };

// Codes that mean our side is misconfigured rather than the visitor failing the check.
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** Google's documented answer: { success, challenge_ts, hostname, 'error-codes' }. */
function interpret(body: unknown, log: Logger, { hostnames, action, minScore }: Expected): CaptchaResult {
  if (
    typeof body !== 'object' ||
    body === null ||
    !('success' in body) ||
    typeof body.success !== 'boolean'
  ) {
    log.error('captcha.unexpected_answer');
    return { ok: false, reason: 'unavailable' };
  }
  if (body.success) {
    const hostname = 'hostname' in body && typeof body.hostname === 'string' ? body.hostname : '';
    if (hostnames.length && !hostnames.includes(hostname)) {
      log.warn('captcha.wrong_hostname', { hostname: hostname.slice(0, 100) });
      return { ok: false, reason: 'rejected' };
    }
    // The checkbox (v2) answers without these; a score-based (v3) token must be for our action.
    const v3 = 'score' in body || 'action' in body;
    const score = 'score' in body && typeof body.score === 'number' ? body.score : -1;
    const answeredAction = 'action' in body && typeof body.action === 'string' ? body.action : '';
    if (v3 && (answeredAction !== action || score < minScore)) {
      log.warn('captcha.low_score_or_wrong_action', { action: answeredAction.slice(0, 40), score });
      return { ok: false, reason: 'rejected' };
    }
    return { ok: true };
  }
  const raw = 'error-codes' in body && Array.isArray(body['error-codes']) ? body['error-codes'] : [];
  const codes = raw.filter((c): c is string => typeof c === 'string');
  if (codes.some((c) => CONFIGURATION_ERRORS.has(c))) {
    log.error('captcha.misconfigured', { codes: codes.join(',') });
    return { ok: false, reason: 'unavailable' };
  }
  return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'replay' : 'rejected' };
}

/** Fails closed: a timeout, a non-2xx, HTML or any non-JSON answer is a failed check. */
export function createSiteverifyVerifier(options: SiteverifyOptions): VerifyCaptcha {
  const url = options.url ?? GOOGLE_SITEVERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const { log } = options;
  return async (token, ip) => {
    if (!token) return { ok: false, reason: 'missing' };
    const form = new URLSearchParams({ secret: options.secret, response: token });
    if (ip) form.set('remoteip', ip);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) {
        log.error('captcha.http_error', { status: response.status });
        return { ok: false, reason: 'unavailable' };
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        log.error('captcha.non_json_answer', { contentType: response.headers.get('content-type') });
        return { ok: false, reason: 'unavailable' };
      }
      return interpret(body, log, {
        hostnames: options.hostnames ?? [],
        action: options.action ?? 'contact',
        minScore: options.minScore ?? 0.5,
      });
    } catch (error) {
      log.error('captcha.unreachable', { error: errorText(error) });
      return { ok: false, reason: 'unavailable' };
    }
  };
}
