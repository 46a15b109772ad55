/**
 * Cloud Functions entry. The request logic lives in core/handler.ts (shared with the local stack);
 * this file only wires Firebase services into it:
 * - contactFormV2: HTTPS, behind the Hosting rewrite /api/contactFormV2.
 * - contactOutbox: sends the notification as soon as an outbox row is created.
 * - contactOutboxRetry: every 5 minutes, retries rows whose earlier attempts failed.
 * - contactUploadScreen: as an upload lands, removes it unless its bytes are what its name says.
 * - contactUploadSweep: daily, removes uploads that no lead references after a day.
 * - cspReport: behind /api/csp-report, logs Content-Security-Policy violations the browsers report.
 * Secrets (RECAPTCHA_SECRET, SMTP_URL) come from Secret Manager; LEADS_TO / LEADS_FROM / TRUST_PROXY
 * from functions/.env.
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
import { createCaptchaVerifier, isDeployed } from '@fernhill/lead-pipeline/captcha/policy';
import { clientIp } from '@fernhill/lead-pipeline/client-ip';
import { loadPipelineConfig, PRODUCTION_STORAGE_ORIGIN } from '@fernhill/lead-pipeline/config';
import { handleContactRequest } from '@fernhill/lead-pipeline/core/handler';
import { systemClock } from '@fernhill/lead-pipeline/core/types';
import type { ContactDeps } from '@fernhill/lead-pipeline/core/types';
import { createJsonLogger } from '@fernhill/lead-pipeline/log';
import { createCspReportHandler } from '@fernhill/lead-pipeline/reports/csp';
import { createSmtpSender } from '@fernhill/lead-pipeline/mail/smtp';
import { OutboxWorker } from '@fernhill/lead-pipeline/outbox/worker';
import { createTokenBucketLimiter } from '@fernhill/lead-pipeline/rate-limit';
import { FirestoreLeadStore } from '@fernhill/lead-pipeline/store/firestore';
import { DEPLOYED_DEFAULTS } from './defaults.ts';

const recaptchaSecret = defineSecret('RECAPTCHA_SECRET');
const smtpUrl = defineSecret('SMTP_URL');

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
  { secrets: [recaptchaSecret], invoker: 'public', memory: '256MiB', timeoutSeconds: 30, maxInstances: 2 },
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

let worker: OutboxWorker | null | undefined;
function outboxWorker(): OutboxWorker | null {
  if (worker !== undefined) return worker;
  const url = process.env['SMTP_URL'];
  if (!url) {
    log.warn('outbox.smtp_not_configured', { reason: 'SMTP_URL is not set; leads wait in the outbox' });
    worker = null;
    return worker;
  }
  worker = new OutboxWorker({
    store,
    sender: createSmtpSender({ url }),
    mail: config.mail,
    clock: systemClock,
    log,
    leaseMs: config.outbox.leaseMs,
    maxAttempts: config.outbox.maxAttempts,
    retry: { baseMs: config.outbox.retryBaseMs, capMs: config.outbox.retryCapMs },
  });
  return worker;
}

/** Drains what is due, a bounded number of rounds so one invocation cannot run away. */
async function drainOutbox(): Promise<void> {
  const current = outboxWorker();
  for (let round = 0; current && round < 10; round++) {
    const { sent, failed } = await current.runOnce();
    if (sent + failed === 0) return;
  }
}

export const contactOutbox = onDocumentCreated({ document: 'outbox/{id}', secrets: [smtpUrl] }, drainOutbox);

export const contactOutboxRetry = onSchedule(
  { schedule: 'every 5 minutes', secrets: [smtpUrl] },
  drainOutbox,
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
