import type { Readable } from 'node:stream';
import type { VerifyAppCheck } from '../app-check/verify.ts';
import type { InspectAttachment } from '../attachment/inspect.ts';
import type { VerifyCaptcha } from '../captcha/siteverify.ts';
import type { Logger } from '../log.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { OutboxPlan } from '../outbox/channels.ts';
import type { LeadStore } from '../store/types.ts';

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A body as delivered: Cloud Functions hands over a Buffer, node:http a stream. */
export type RawBody = Buffer | Readable;

export interface CoreRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: RawBody;
  /** Client address, already resolved through TRUST_PROXY by the adapter. */
  ip: string;
}

export type ResponseBody =
  | { ok: true; id: string; reference: string }
  | { ok: false; error: 'invalid'; field: string; message: string }
  | {
      ok: false;
      error:
        | 'appCheck'
        | 'captcha'
        | 'method'
        | 'tooLarge'
        | 'contentType'
        | 'rateLimited'
        | 'unavailable'
        | 'conflict';
      message: string;
    };

export interface CoreResponse {
  status: number;
  headers: Record<string, string>;
  body: ResponseBody;
}

export interface ContactConfig {
  maxBodyBytes: number;
  /** Object bases of our bucket (ending in `/o/`) that `file` URLs may point into. */
  fileUrlPrefixes: readonly string[];
}

export interface ContactDeps {
  store: LeadStore;
  verifyCaptcha: VerifyCaptcha;
  /** X-Firebase-AppCheck, checked before the body is read. */
  verifyAppCheck: VerifyAppCheck;
  inspectAttachment: InspectAttachment;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: Logger;
  config: ContactConfig;
  newId?: () => string;
  /** The outbox channels queued with each lead (default: the team's e-mail only). */
  outboxPlan?: OutboxPlan;
  /** Called after a lead is committed, e.g. to wake the outbox worker. */
  onLeadStored?: (id: string) => void;
}
