/**
 * Cloud Functions entry. The request logic lives in core/handler.ts (shared with the local stack);
 * this file only wires Firebase services into it:
 * - contactFormV2: HTTPS, behind the Hosting rewrite /api/contactFormV2.
 * - contactOutbox (e-mail), contactOutboxAutoReply, contactOutboxSlack, contactOutboxWebhook: each
 *   delivers its channel's row as soon as it is created (docs/leads.md).
 * - contactOutboxRetry: every 5 minutes, retries rows whose earlier attempts failed, every channel.
 * - contactUploadScreen: as an upload lands, removes it unless its bytes are what its name says.
 * - contactUploadSweep: daily, removes uploads that no lead references after a day.
 * - cspReport: behind /api/csp-report, logs Content-Security-Policy violations the browsers report.
 * - cmsAuth: behind /api/cms/**, the editor's GitHub sign-in (@fernhill/cms-auth).
 * Secrets (RECAPTCHA_SECRET, SMTP_URL, SLACK_WEBHOOK_URL, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET,
 * GITHUB_OAUTH_CLIENT_SECRET) come from Secret Manager (`off` leaves a channel unconfigured);
 * LEADS_TO / LEADS_FROM / TRUST_PROXY / AUTO_REPLY / GITHUB_OAUTH_CLIENT_ID / CMS_SITE_ORIGIN from
 * functions/.env.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { defineSecret } from 'firebase-functions/params';
import { createAppCheckPolicy } from '@fernhill/lead-pipeline/app-check/verify';
import { createAttachmentInspector } from '@fernhill/lead-pipeline/attachment/inspect';
import { firebaseBucket, firebaseObjectReader } from '@fernhill/lead-pipeline/attachment/firebase';
import { screenUpload } from '@fernhill/lead-pipeline/attachment/screen';
import { sweepUnreferencedUploads } from '@fernhill/lead-pipeline/attachment/sweep';
import { loadCmsAuthConfig } from '@fernhill/cms-auth/config';
import { createCmsAuthHandler } from '@fernhill/cms-auth/github-oauth';
import { serveOverNode } from '@fernhill/cms-auth/node-adapter';
import { createCaptchaVerifier, isDeployed } from '@fernhill/lead-pipeline/captcha/policy';
import { clientIp } from '@fernhill/lead-pipeline/client-ip';
import { loadPipelineConfig, PRODUCTION_STORAGE_ORIGIN } from '@fernhill/lead-pipeline/config';
import { handleContactRequest } from '@fernhill/lead-pipeline/core/handler';
import { systemClock } from '@fernhill/lead-pipeline/core/types';
import type { ContactDeps } from '@fernhill/lead-pipeline/core/types';
import { createJsonLogger } from '@fernhill/lead-pipeline/log';
import { createCspReportHandler } from '@fernhill/lead-pipeline/reports/csp';
import { createSmtpSender } from '@fernhill/lead-pipeline/mail/smtp';
import { createChannelWorkers, outboxPlan } from '@fernhill/lead-pipeline/outbox/channel-workers';
import type { ChannelName } from '@fernhill/lead-pipeline/outbox/channels';
import type { OutboxWorker } from '@fernhill/lead-pipeline/outbox/worker';
import { createTokenBucketLimiter } from '@fernhill/lead-pipeline/rate-limit';
import {
  DEFAULT_COLLECTIONS,
  FirestoreLeadStore,
  outboxCollection,
} from '@fernhill/lead-pipeline/store/firestore';
import site from '../../content/site.json' with { type: 'json' };
import { DEPLOYED_DEFAULTS } from './defaults.ts';

const recaptchaSecret = defineSecret('RECAPTCHA_SECRET');
const smtpUrl = defineSecret('SMTP_URL');
// The outbox channels beside e-mail; contactFormV2 binds them too, to queue only configured channels.
const channelSecrets = [
  smtpUrl,
  defineSecret('SLACK_WEBHOOK_URL'),
  defineSecret('LEADS_WEBHOOK_URL'),
  defineSecret('LEADS_WEBHOOK_SECRET'),
];
const githubOAuthClientSecret = defineSecret('GITHUB_OAUTH_CLIENT_SECRET');

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });
initializeApp();

const log = createJsonLogger();
const env = { ...DEPLOYED_DEFAULTS, ...process.env };
const config = loadPipelineConfig(env, {
  bucket: defaultBucket(process.env),
  storageOrigins: [PRODUCTION_STORAGE_ORIGIN],
});
const store = new FirestoreLeadStore(getFirestore());

function buildContactDeps(): ContactDeps {
  return {
    store,
    verifyCaptcha: createCaptchaVerifier(env, log),
    // onRequest has no enforceAppCheck (callable functions only): the token is verified here.
    verifyAppCheck: createAppCheckPolicy(env, (token) => getAppCheck().verifyToken(token), log),
    inspectAttachment: createAttachmentInspector(
      firebaseObjectReader(getStorage().bucket(defaultBucket(process.env))),
      log,
    ),
    // Per instance only; maxInstances bounds the total.
    rateLimiter: createTokenBucketLimiter(config.rateLimit),
    clock: systemClock,
    log,
    config: config.contact,
    outboxPlan: outboxPlan(config),
  };
}

/** The project's default bucket from FIREBASE_CONFIG (set by the runtime and by deploy discovery). */
function defaultBucket(env: NodeJS.ProcessEnv): string {
  try {
    const parsed: unknown = JSON.parse(env['FIREBASE_CONFIG'] ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && 'storageBucket' in parsed) {
      if (typeof parsed.storageBucket === 'string' && parsed.storageBucket) return parsed.storageBucket;
    }
  } catch {
    // fall through to the naming convention
  }
  return `${env['GCLOUD_PROJECT'] ?? 'fernhill-studio'}.firebasestorage.app`;
}

let contactDeps: ContactDeps | undefined;
// Built at cold start of the contact function itself, so a missing RECAPTCHA_SECRET stops the
// instance from starting instead of silently accepting unverified requests.
if (isDeployed(process.env) && process.env['FUNCTION_TARGET'] === 'contactFormV2')
  contactDeps = buildContactDeps();

// Two instances (80 concurrent requests each) are far more than a contact form needs, and they bound
// the per-instance rate limit: one address gets at most twice the burst (docs/security.md, "Rate limit").
export const contactFormV2 = onRequest(
  {
    secrets: [recaptchaSecret, ...channelSecrets],
    invoker: 'public',
    memory: '256MiB',
    timeoutSeconds: 30,
    maxInstances: 2,
  },
  async (req, res) => {
    contactDeps ??= buildContactDeps();
    const response = await handleContactRequest(
      {
        method: req.method,
        headers: req.headers,
        rawBody: req.rawBody ?? Buffer.alloc(0),
        ip: clientIp(req.socket.remoteAddress, req.headers, config.clientIp),
      },
      contactDeps,
    );
    res.status(response.status).set(response.headers).send(JSON.stringify(response.body));
  },
);

let workers: Map<ChannelName, OutboxWorker> | undefined;
function outboxWorkers(): Map<ChannelName, OutboxWorker> {
  if (workers) return workers;
  if (!config.smtpUrl)
    log.warn('outbox.smtp_not_configured', { reason: 'SMTP_URL is not set; leads wait in the outbox' });
  workers = createChannelWorkers({
    store,
    config,
    sender: config.smtpUrl ? createSmtpSender({ url: config.smtpUrl }) : null,
    site,
    clock: systemClock,
    log,
    leaseMs: config.outbox.leaseMs,
    maxAttempts: config.outbox.maxAttempts,
    retry: { baseMs: config.outbox.retryBaseMs, capMs: config.outbox.retryCapMs },
  });
  return workers;
}

/** Drains what is due on one channel, a bounded number of rounds so one invocation cannot run away. */
async function drainChannel(channel: ChannelName): Promise<void> {
  const current = outboxWorkers().get(channel);
  for (let round = 0; current && round < 10; round++) {
    const { sent, failed } = await current.runOnce();
    if (sent + failed === 0) return;
  }
}

/** A trigger per channel collection: a channel that stalls holds only its own invocation. */
const onChannelRow = (channel: ChannelName) =>
  onDocumentCreated(
    { document: `${outboxCollection(DEFAULT_COLLECTIONS, channel)}/{id}`, secrets: channelSecrets },
    () => drainChannel(channel),
  );

export const contactOutbox = onChannelRow('email');
export const contactOutboxAutoReply = onChannelRow('autoReply');
export const contactOutboxSlack = onChannelRow('slack');
export const contactOutboxWebhook = onChannelRow('webhook');

export const contactOutboxRetry = onSchedule(
  { schedule: 'every 5 minutes', secrets: channelSecrets },
  async () => {
    await Promise.all([...outboxWorkers().keys()].map(drainChannel));
  },
);

export const contactUploadScreen = onObjectFinalized({ memory: '256MiB', maxInstances: 5 }, async (event) => {
  await screenUpload(event.data.name, firebaseBucket(getStorage().bucket(event.data.bucket)), log);
});

export const contactUploadSweep = onSchedule({ schedule: 'every day 03:00' }, async () => {
  await sweepUnreferencedUploads({
    bucket: firebaseBucket(getStorage().bucket(defaultBucket(process.env))),
    leads: store,
    fileUrlPrefixes: config.contact.fileUrlPrefixes,
    now: Date.now(),
    log,
  });
});

const handleCspReport = createCspReportHandler({ log, now: Date.now });
export const cspReport = onRequest(
  { invoker: 'public', memory: '128MiB', timeoutSeconds: 10, maxInstances: 1 },
  async (req, res) => {
    const answer = await handleCspReport({
      method: req.method,
      headers: req.headers,
      rawBody: req.rawBody ?? Buffer.alloc(0),
    });
    if (answer.status === 204) res.status(204).end();
    else res.status(answer.status).set(answer.headers).send(JSON.stringify(answer.body));
  },
);

// Built at the first request: the secret is in the environment of this function's instances only.
let serveCmsAuth: ReturnType<typeof serveOverNode> | undefined;
export const cmsAuth = onRequest(
  {
    secrets: [githubOAuthClientSecret],
    invoker: 'public',
    memory: '128MiB',
    timeoutSeconds: 20,
    maxInstances: 2,
  },
  (req, res) => {
    serveCmsAuth ??= serveOverNode(
      createCmsAuthHandler(loadCmsAuthConfig(env, env['CMS_SITE_ORIGIN']!), log),
    );
    return serveCmsAuth(req, res);
  },
);
