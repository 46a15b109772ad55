import { randomUUID } from 'node:crypto';
import { APP_CHECK_HEADER } from '../app-check/verify.ts';
import { clientNetwork, rateLimitKey } from '../client-ip.ts';
import { parseContactFileUrl } from '../contact/file-url.ts';
import { leadReference } from '../contact/reference.ts';
import {
  isContactRequestField,
  parseContactRequest,
  requestIdOf,
  type ContactRequest,
} from '../contact/schema.ts';
import type { CaptchaFailure } from '../captcha/siteverify.ts';
import { errorText } from '../log.ts';
import type { Lead } from '../store/types.ts';
import { readBody } from './read-body.ts';
import type { ContactDeps, CoreRequest, CoreResponse, ResponseBody } from './types.ts';

/**
 * POST /api/contactFormV2, independent of any server framework: Cloud Functions and the local
 * stack adapt their request to CoreRequest and write back the CoreResponse.
 * Order matters: cheap refusals first, the captcha only for well-formed requests (a token is
 * single-use), and the lead is committed with its outbox row before anything else can fail.
 */

const CAPTCHA_MESSAGES: Record<CaptchaFailure, string> = {
  missing: 'Please confirm that you are not a robot.',
  replay: 'The verification expired or was already used. Please confirm that you are not a robot again.',
  rejected: 'The human verification failed. Please try again.',
  unavailable: 'We could not check the human verification right now. Please try again in a minute.',
};

function respond(status: number, body: ResponseBody, headers: Record<string, string> = {}): CoreResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body,
  };
}

function header(request: CoreRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** application/json, optionally with charset=utf-8; nothing else is parsed. */
function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const [essence, ...params] = value
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  if (essence !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p === 'charset=utf-8' || p === 'charset="utf-8"');
}

/** Success: the lead's id and the reference the visitor sees (and quotes), derived from it. */
const accepted = (id: string) => respond(200, { ok: true, id, reference: leadReference(id) });

const tooLarge = () =>
  // The rest of the body is never read, so the connection cannot be reused.
  respond(
    413,
    { ok: false, error: 'tooLarge', message: 'The request is too large.' },
    { connection: 'close' },
  );

const invalid = (field: string, message: string) =>
  respond(400, { ok: false, error: 'invalid', field, message });

const unavailable = () =>
  respond(
    503,
    {
      ok: false,
      error: 'unavailable',
      message: 'We could not save your request. Please try again in a minute.',
    },
    { 'retry-after': '10' },
  );

const duplicate = (id: string, client: string, log: ContactDeps['log']) => {
  log.info('contact.duplicate', { id, client });
  return accepted(id);
};

const conflict = (id: string, client: string, log: ContactDeps['log']) => {
  log.warn('contact.request_id_conflict', { id, client });
  return respond(409, {
    ok: false,
    error: 'conflict',
    message: 'This request id was already used for a different message. Please send the form again.',
  });
};

/** Only the same content under the same id is a retry (what the visitor typed and attached). */
const sameSubmission = (lead: Lead, contact: ContactRequest) =>
  lead.name === contact.name &&
  lead.email === contact.email &&
  lead.message === contact.message &&
  lead.sendNDA === contact.sendNDA &&
  lead.file === (contact.file ?? null);

/** Printable ASCII only: the User-Agent ends up in a terminal (npm run leads) and in logs. */
function printable(value: string | undefined, max: number): string | null {
  return value ? value.replace(/[^\x20-\x7e]/g, '').slice(0, max) : null;
}

export async function handleContactRequest(request: CoreRequest, deps: ContactDeps): Promise<CoreResponse> {
  const { log, config } = deps;
  const ip = request.ip;
  // Logs get the network, never the address itself (docs/security.md, "What the logs keep").
  const client = clientNetwork(ip);
  const newId = deps.newId ?? randomUUID;

  if (request.method !== 'POST') {
    return respond(
      405,
      { ok: false, error: 'method', message: 'Use POST to send the contact form.' },
      { allow: 'POST' },
    );
  }

  if (!isJsonContentType(header(request, 'content-type'))) {
    return respond(415, { ok: false, error: 'contentType', message: 'The form must be sent as JSON.' });
  }
  // Only the site's own pages get App Check tokens: anything else is refused before its body is read.
  const appCheck = await deps.verifyAppCheck(header(request, APP_CHECK_HEADER));
  if (!appCheck.ok) {
    log.warn('contact.app_check_failed', { client, reason: appCheck.reason });
    return respond(401, {
      ok: false,
      error: 'appCheck',
      message:
        'We could not confirm this was sent from our website. Please reload the page and send it again.',
    });
  }
  const declaredLength = Number(header(request, 'content-length') ?? 0);
  if (declaredLength > config.maxBodyBytes) return tooLarge();

  const raw = await readBody(request.rawBody, config.maxBodyBytes);
  if (!raw.ok)
    return raw.reason === 'tooLarge' ? tooLarge() : invalid('body', 'The request was interrupted.');

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw.body));
  } catch {
    return invalid('body', 'The request is not valid JSON.');
  }

  const parsed = parseContactRequest(json, { fileUrlPrefixes: config.fileUrlPrefixes });
  if (!parsed.ok) {
    if (parsed.code === 'honeypot') {
      // Answered exactly as a success (its requestId echoed), so the bot does not learn which
      // field gave it away; nothing is stored or mailed.
      log.warn('contact.honeypot', { client });
      return accepted(requestIdOf(json) ?? newId());
    }
    // An unknown key is the visitor's text (it could be an address): logged as 'unknown'.
    const field = isContactRequestField(parsed.field) ? parsed.field : 'unknown';
    log.info('contact.invalid', { client, field, code: parsed.code });
    return invalid(parsed.field, parsed.message);
  }
  const contact = parsed.value;

  // A retry of a submission that was stored (its answer lost) gets the same answer, without a
  // second captcha check (the token was spent by the first) and before the rate limit (it adds
  // no lead). The same id with other content is not a retry: it is refused, not dropped.
  const id = contact.requestId ?? newId();
  // A failed look-up is not fatal: saveLead refuses a second lead with the same id anyway.
  const stored = () =>
    contact.requestId ? deps.store.findLead(id).catch(() => null) : Promise.resolve(null);
  const answerStored = (lead: Lead) =>
    sameSubmission(lead, contact) ? duplicate(id, client, log) : conflict(id, client, log);
  const earlier = await stored();
  if (earlier) return answerStored(earlier);

  // Only requests that passed validation spend the client's tokens: a visitor fixing a typo is not
  // locked out, and a flood is logged once per client, not once per request.
  const decision = deps.rateLimiter.take(rateLimitKey(ip), deps.clock.now());
  if (!decision.ok) {
    if (decision.first)
      log.warn('contact.rate_limited', { client, retryAfterSeconds: decision.retryAfterSeconds });
    return respond(
      429,
      { ok: false, error: 'rateLimited', message: 'Too many requests. Please try again in a few minutes.' },
      { 'retry-after': String(decision.retryAfterSeconds) },
    );
  }

  const captcha = await deps.verifyCaptcha(contact.captchaToken, ip);
  if (!captcha.ok) {
    const storedMeanwhile = captcha.reason === 'replay' ? await stored() : null;
    if (storedMeanwhile) return answerStored(storedMeanwhile);
    log.warn('contact.captcha_failed', { client, reason: captcha.reason });
    return respond(403, { ok: false, error: 'captcha', message: CAPTCHA_MESSAGES[captcha.reason] });
  }

  if (contact.file) {
    const ref = parseContactFileUrl(contact.file, config.fileUrlPrefixes);
    const check = ref ? await deps.inspectAttachment(ref) : ({ ok: false, problem: 'missing' } as const);
    if (!check.ok) {
      log.warn('contact.attachment_refused', { client, problem: check.problem });
      if (check.problem === 'unavailable') return unavailable();
      return invalid('file', 'The attachment could not be accepted. Please attach the file again.');
    }
  }

  const lead: Lead = {
    id,
    receivedAt: new Date(deps.clock.now()).toISOString(),
    name: contact.name,
    email: contact.email,
    message: contact.message,
    sendNDA: contact.sendNDA,
    file: contact.file ?? null,
    ip,
    userAgent: printable(header(request, 'user-agent'), 300),
  };
  try {
    if ((await deps.store.saveLead(lead, deps.outboxPlan)) === 'duplicate') {
      const winner = await stored();
      return winner ? answerStored(winner) : duplicate(id, client, log);
    }
  } catch (error) {
    log.error('contact.store_failed', { error: errorText(error) });
    return unavailable();
  }
  log.info('contact.stored', {
    id: lead.id,
    client,
    sendNDA: lead.sendNDA,
    hasFile: lead.file !== null,
    messageLength: lead.message.length,
  });
  deps.onLeadStored?.(lead.id);
  return accepted(lead.id);
}
