import { downloadUrlPrefix } from './contact/file-url.ts';
import { parseTrustProxy } from './client-ip.ts';
import type { ClientIpPolicy } from './client-ip.ts';
import type { ContactConfig } from './core/types.ts';
import type { Env } from './env.ts';
import { intEnv, listEnv, stringEnv } from './env.ts';
import type { MailSettings } from './mail/compose.ts';
import { SEND_TIMEOUT_MS } from './mail/smtp.ts';
import { DEFAULT_MAX_ATTEMPTS } from './outbox/backoff.ts';
import type { TokenBucketOptions } from './rate-limit.ts';

/** Settings shared by the deployed function and the local stack, all from the environment. */
export interface PipelineConfig {
  contact: ContactConfig;
  rateLimit: TokenBucketOptions;
  clientIp: ClientIpPolicy;
  mail: MailSettings;
  smtpUrl: string | null;
  notify: NotifyConfig;
  outbox: { retryBaseMs: number; retryCapMs: number; leaseMs: number; maxAttempts: number };
}

/** The channels beside the team's e-mail (docs/leads.md). A channel exists only when configured. */
export interface NotifyConfig {
  slackWebhookUrl: string | null;
  leadsWebhook: { url: string; secret: string } | null;
  /** AUTO_REPLY (default on); it is only sent where mail is configured. */
  autoReply: boolean;
}

function httpUrlEnv(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  // `off`: a Secret Manager secret must hold something, so a deployed channel is turned off so.
  if (!value || value.toLowerCase() === 'off') return null;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`);
  return value;
}

export function loadNotifyConfig(env: Env): NotifyConfig {
  const webhookUrl = httpUrlEnv(env, 'LEADS_WEBHOOK_URL');
  const secret = env['LEADS_WEBHOOK_SECRET']?.trim() ?? '';
  // An unsigned webhook would let anyone who learns its URL forge leads for the receiver.
  if (webhookUrl && secret.length < 16)
    throw new Error('LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET (at least 16 characters) to sign with');
  const autoReply = stringEnv(env, 'AUTO_REPLY', 'on').toLowerCase();
  if (autoReply !== 'on' && autoReply !== 'off')
    throw new Error(`AUTO_REPLY must be on or off, got "${autoReply}"`);
  return {
    slackWebhookUrl: httpUrlEnv(env, 'SLACK_WEBHOOK_URL'),
    leadsWebhook: webhookUrl ? { url: webhookUrl, secret } : null,
    autoReply: autoReply === 'on',
  };
}

export const MAX_BODY_BYTES = 64 * 1024;
export const PRODUCTION_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

export function loadPipelineConfig(
  env: Env,
  defaults: { bucket: string; storageOrigins: string[] },
): PipelineConfig {
  const bucket = stringEnv(env, 'STORAGE_BUCKET', defaults.bucket);
  const prefixes = listEnv(
    env,
    'FILE_URL_PREFIXES',
    defaults.storageOrigins.map((origin) => downloadUrlPrefix(origin, bucket)),
  );
  const misfit = prefixes.find((p) => !p.endsWith('/o/'));
  if (misfit) throw new Error(`FILE_URL_PREFIXES entries must end with /o/, got "${misfit}"`);
  const leaseMs = intEnv(env, 'OUTBOX_LEASE_MS', 55_000);
  // A lease that ends before the send can would let a second worker mail the same lead.
  if (leaseMs <= SEND_TIMEOUT_MS)
    throw new Error(
      `OUTBOX_LEASE_MS must exceed one send's time limit (${SEND_TIMEOUT_MS} ms), got ${leaseMs}`,
    );
  return {
    contact: { maxBodyBytes: MAX_BODY_BYTES, fileUrlPrefixes: prefixes },
    rateLimit: {
      burst: intEnv(env, 'RATE_LIMIT_BURST', 5),
      perMinute: intEnv(env, 'RATE_LIMIT_PER_MINUTE', 2),
    },
    clientIp: {
      trustedHops: parseTrustProxy(env['TRUST_PROXY']),
      header: env['CLIENT_IP_HEADER']?.trim().toLowerCase() || null,
      cdnNetworks: listEnv(env, 'HOSTING_CDN_NETWORKS', []),
    },
    mail: {
      from: stringEnv(env, 'LEADS_FROM', 'Fernhill Studio website <leads@fernhill.studio>'),
      to: stringEnv(env, 'LEADS_TO', 'hello@fernhill.studio'),
    },
    smtpUrl: env['SMTP_URL']?.trim() || null,
    notify: loadNotifyConfig(env),
    outbox: {
      retryBaseMs: intEnv(env, 'OUTBOX_RETRY_BASE_MS', 5_000),
      retryCapMs: intEnv(env, 'OUTBOX_RETRY_CAP_MS', 15 * 60_000),
      // Longer than one send may take (the sender's overall limit, SEND_TIMEOUT_MS = 45 s), short
      // enough that a lead whose sender died elsewhere goes out within a minute.
      leaseMs,
      maxAttempts: intEnv(env, 'OUTBOX_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS),
    },
  };
}
