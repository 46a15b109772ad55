import { createHmac, timingSafeEqual } from 'node:crypto';
import { leadReference } from '../contact/reference.ts';
import type { Delivery } from '../outbox/delivery.ts';
import type { Lead } from '../store/types.ts';
import { HTTP_TIMEOUT_MS, postJson } from './http-post.ts';

export const SIGNATURE_HEADER = 'X-Fernhill-Signature';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** One per lead, the same on every retry: a receiver stores it to act once (its idempotency key). */
export function leadEventId(lead: Lead): string {
  return `evt_lead_${lead.id}`;
}

/**
 * The event a receiver gets. The lead as the team needs it: not the visitor's address or browser,
 * which stay in the store for the rate limit.
 */
export function leadEvent(lead: Lead) {
  return {
    id: leadEventId(lead),
    type: 'lead.created',
    created: Math.floor(Date.parse(lead.receivedAt) / 1000),
    data: {
      lead: {
        id: lead.id,
        reference: leadReference(lead.id),
        receivedAt: lead.receivedAt,
        name: lead.name,
        email: lead.email,
        message: lead.message,
        sendNDA: lead.sendNDA,
        file: lead.file,
      },
    },
  };
}

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its events. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does (docs/leads.md): the raw body, signed with the shared secret, within
 * `toleranceSeconds` of its clock (an older delivery may be a replay). Constant-time comparison.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string | undefined]),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The generic webhook (LEADS_WEBHOOK_URL), signed afresh on every attempt with LEADS_WEBHOOK_SECRET. */
export function webhookDelivery(
  url: string,
  secret: string,
  now: () => number,
  timeoutMs = HTTP_TIMEOUT_MS,
): Delivery {
  return {
    deliver(lead) {
      const body = JSON.stringify(leadEvent(lead));
      return postJson({
        url,
        body,
        timeoutMs,
        receiver: 'Leads webhook',
        headers: {
          [SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(now() / 1000)),
          [IDEMPOTENCY_HEADER]: leadEventId(lead),
        },
      });
    },
  };
}
