import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAppCheckPolicy } from '@fernhill/lead-pipeline/app-check/verify';
import { createAttachmentInspector } from '@fernhill/lead-pipeline/attachment/inspect';
import { createCaptchaVerifier } from '@fernhill/lead-pipeline/captcha/policy';
import type { VerifyCaptcha } from '@fernhill/lead-pipeline/captcha/siteverify';
import { systemClock } from '@fernhill/lead-pipeline/core/types';
import type { Clock, ContactDeps } from '@fernhill/lead-pipeline/core/types';
import { createJsonLogger, errorText } from '@fernhill/lead-pipeline/log';
import type { Logger } from '@fernhill/lead-pipeline/log';
import { createSmtpSender } from '@fernhill/lead-pipeline/mail/smtp';
import type { MailSender } from '@fernhill/lead-pipeline/mail/smtp';
import { createChannelWorkers, outboxPlan } from '@fernhill/lead-pipeline/outbox/channel-workers';
import type { ChannelName } from '@fernhill/lead-pipeline/outbox/channels';
import type { OutboxWorker } from '@fernhill/lead-pipeline/outbox/worker';
import { createTokenBucketLimiter } from '@fernhill/lead-pipeline/rate-limit';
import type { RateLimiter } from '@fernhill/lead-pipeline/rate-limit';
import { SqliteLeadStore } from '@fernhill/lead-pipeline/store/sqlite';
import { downloadUrlPrefix } from '@fernhill/lead-pipeline/contact/file-url';
import { sweepUnreferencedUploads } from '@fernhill/lead-pipeline/attachment/sweep';
import { createCspReportHandler } from '@fernhill/lead-pipeline/reports/csp';
import { loadCmsAuthConfig } from '@fernhill/cms-auth/config';
import { createCmsAuthHandler } from '@fernhill/cms-auth/github-oauth';
import { serveOverNode } from '@fernhill/cms-auth/node-adapter';
import { serveContactApi, serveCspReport } from './api.ts';
import type { LocalStackConfig } from './config.ts';
import { createReloadingHosting } from './hosting.ts';
import { isDecodableTarget, refuse, refuseOnSocket, refuseWithoutHost, REFUSALS } from './refuse.ts';
import { LocalBucket } from './storage/local-bucket.ts';
import site from '../content/site.json' with { type: 'json' };
import { StorageStandIn, UPLOAD_STALL } from './storage/emulator.ts';
import type { UploadStall } from './storage/emulator.ts';

export { UPLOAD_STALL };

/**
 * The local stack in one process: Firebase Hosting's behaviour read from the deployable
 * configuration (the static build, redirects, headers and the rewrite to contactFormV2, here the
 * function core with SQLite and, with SMTP_URL, the outbox worker) and the Cloud Storage stand-in
 * under /v0/b/.
 */
/** How long a client may take: server/README.md promises these (a test holds them to it). */
export interface ServerTimeouts {
  /** Until the request's headers are complete: then 408. */
  headersMs: number;
  /** Until the whole request (headers and body) has arrived: then 408. */
  requestMs: number;
  /** How often Node checks the two: a 408 comes at most this much after its time. */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000, checkIntervalMs: 500 };

export interface LocalStackOverrides {
  timeouts?: ServerTimeouts;
  uploadStall?: UploadStall;
  clock?: Clock;
  log?: Logger;
  verifyCaptcha?: VerifyCaptcha;
  rateLimiter?: RateLimiter;
  workerIdleMs?: number;
}

export interface LocalStack {
  server: Server;
  port: number;
  /** e.g. http://127.0.0.1:8000 */
  url: string;
  store: SqliteLeadStore;
  bucket: LocalBucket;
  /** The team's e-mail worker (null without SMTP_URL). */
  worker: OutboxWorker | null;
  /** One worker per configured channel (docs/leads.md), e-mail included. */
  workers: Map<ChannelName, OutboxWorker>;
  deps: ContactDeps;
  /** The hourly sweep of uploads no lead took up, on demand. */
  sweepUploads(): Promise<unknown>;
  close(): Promise<void>;
}

function splitUrl(rawUrl: string): { path: string; search: string } {
  // Parsed by hand: `new URL('//host/x', base)` would read a path as a host.
  const q = rawUrl.indexOf('?');
  return q === -1 ? { path: rawUrl, search: '' } : { path: rawUrl.slice(0, q), search: rawUrl.slice(q) };
}

/** What a failed request is logged as: never its path or query, which a visitor may have typed. */
function routeKind(path: string): 'storage' | 'api' | 'hosting' {
  if (path.startsWith('/v0/b/')) return 'storage';
  if (path.startsWith('/api/')) return 'api';
  return 'hosting';
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 2_000;

export async function startLocalStack(
  config: LocalStackConfig,
  overrides: LocalStackOverrides = {},
): Promise<LocalStack> {
  if (!existsSync(config.publicDir)) {
    throw new Error(`No site build in ${config.publicDir}: run \`npm run build\` first, or set PUBLIC_DIR.`);
  }
  if (!existsSync(config.hostingConfig)) {
    throw new Error(
      `No deployable hosting configuration at ${config.hostingConfig}: the build writes it (\`npm run build\`), or set HOSTING_CONFIG.`,
    );
  }
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? createJsonLogger();
  const store = new SqliteLeadStore(config.dbPath, { synchronous: config.sqliteSynchronous });
  const bucket = new LocalBucket(config.uploadsDir, config.bucket, clock);
  // The debug token (APP_CHECK_DEBUG_TOKEN) stands in for App Check's provider, on the API and uploads.
  const verifyAppCheck = createAppCheckPolicy(config.env, undefined, log);
  const storage = new StorageStandIn({ bucket, clock, log, stall: overrides.uploadStall, verifyAppCheck });
  // With a secret set locally, tokens are solved on this machine's pages.
  const verifyCaptcha =
    overrides.verifyCaptcha ??
    createCaptchaVerifier({ RECAPTCHA_HOSTNAMES: 'localhost,127.0.0.1', ...config.env }, log);
  const { smtpUrl, outbox } = config.pipeline;

  const sender: MailSender | null = smtpUrl ? createSmtpSender({ url: smtpUrl }) : null;
  const workers = createChannelWorkers({
    store,
    config: config.pipeline,
    sender,
    site,
    clock,
    log,
    leaseMs: outbox.leaseMs,
    maxAttempts: outbox.maxAttempts,
    retry: { baseMs: outbox.retryBaseMs, capMs: outbox.retryCapMs },
    idleMs: overrides.workerIdleMs,
  });
  const worker = workers.get('email') ?? null;
  log.info('outbox.channels', { channels: [...workers.keys()].join(',') || 'none' });
  if (!smtpUrl) {
    log.warn('outbox.smtp_not_configured', {
      reason: 'SMTP_URL is not set; leads wait in the outbox (npm run leads)',
    });
  }

  const handleCspReport = createCspReportHandler({ log, now: () => clock.now() });
  let deps: ContactDeps | null = null;
  // The editor's GitHub sign-in; its callback URL needs this server's origin, known once listening.
  let cmsAuth: ReturnType<typeof serveOverNode> | null = null;
  const hosting = createReloadingHosting({
    publicDir: config.publicDir,
    configFile: config.hostingConfig,
    onReload: (error) =>
      error
        ? log.warn('hosting.config_unreadable', { file: config.hostingConfig, error: errorText(error) })
        : log.info('hosting.config_reloaded', { file: config.hostingConfig }),
    functions: {
      contactFormV2: async (req, res) => {
        if (!deps) return refuse(res, REFUSALS.starting);
        return serveContactApi(req, res, deps, config.pipeline.clientIp);
      },
      cspReport: (req, res) => serveCspReport(req, res, handleCspReport),
      cmsAuth: async (req, res) => (cmsAuth ? cmsAuth(req, res) : refuse(res, REFUSALS.starting)),
    },
  });
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    // superstatic decodes the whole target and an exception there escapes its promise chain and
    // ends the process: such a target is refused here, before it can reach superstatic.
    if (!isDecodableTarget(req.url ?? '/')) return refuse(res, REFUSALS.badAddress);
    const { path, search } = splitUrl(req.url ?? '/');
    // The stand-in answers what the Firebase SDK would send to Cloud Storage's own host.
    if (path.startsWith('/v0/b/')) return storage.handle(req, res, path, new URLSearchParams(search));
    return hosting(req, res);
  };

  const timeouts = overrides.timeouts ?? SERVER_TIMEOUTS;
  const server = createServer(
    {
      // Node's own answer to a request without Host is a bare 400 with no body: ours says why.
      requireHostHeader: false,
      // Node checks both timeouts this often (30 s by default, which made a 10 s promise 40 s).
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // Slow clients cannot hold a socket forever.
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
    },
    (req, res) => {
      if (req.headers.host === undefined && req.httpVersion !== '1.0') {
        return refuseWithoutHost(res, routeKind(splitUrl(req.url ?? '/').path));
      }
      route(req, res).catch((error: unknown) => {
        // The error's code, not its message, and the kind of route, not the path or query: a
        // file-system error and an upload's address both carry names a visitor typed.
        const code = (error as NodeJS.ErrnoException | undefined)?.code ?? (error as Error | undefined)?.name;
        log.error('server.error', {
          method: String(req.method).slice(0, 20),
          route: routeKind(splitUrl(req.url ?? '/').path),
          error: String(code),
        });
        if (!res.headersSent) refuse(res, REFUSALS.failed);
        else res.destroy();
      });
    },
  );
  // Node answers these itself with an empty body or a closed socket: say why instead.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
    refuseOnSocket(
      socket,
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? REFUSALS.timeout
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? REFUSALS.headersTooLarge
          : REFUSALS.unreadable,
    ),
  );
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseOnSocket(socket, REFUSALS.connect));
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) =>
    refuse(res, REFUSALS.expectation),
  );

  // Partial uploads a crash left behind: all of them before the server listens (no upload can be
  // in flight yet), then, with the hourly sweep, those idle for an hour.
  const sweepScratch = (olderThanMs: number) =>
    bucket
      .sweepScratch(olderThanMs)
      .then((removed) => removed && log.info('storage.partial_uploads_removed', { removed }))
      .catch((error: unknown) => log.error('storage.sweep_failed', { error: errorText(error) }));
  await sweepScratch(0);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://${config.host}:${port}`];
  const fileUrlPrefixes =
    config.fileUrlPrefixes ?? [...new Set(origins)].map((origin) => downloadUrlPrefix(origin, config.bucket));

  deps = {
    store,
    verifyCaptcha,
    verifyAppCheck,
    inspectAttachment: createAttachmentInspector(bucket.objectReader(), log),
    rateLimiter: overrides.rateLimiter ?? createTokenBucketLimiter(config.pipeline.rateLimit),
    clock,
    log,
    config: { maxBodyBytes: config.maxBodyBytes, fileUrlPrefixes },
    outboxPlan: outboxPlan(config.pipeline),
    onLeadStored: () => workers.forEach((w) => w.wake()),
  };
  workers.forEach((w) => w.start());
  // As the daily scheduled function does in production: uploads no lead took up are removed.
  const sweep = () =>
    sweepUnreferencedUploads({
      bucket: bucket.sweepable(),
      leads: store,
      fileUrlPrefixes,
      now: clock.now(),
      log,
    }).catch((error: unknown) => log.error('storage.sweep_failed', { error: errorText(error) }));
  void sweep();
  const sweepTimer = setInterval(() => {
    void sweep();
    void sweepScratch(SWEEP_EVERY_MS);
  }, SWEEP_EVERY_MS);
  sweepTimer.unref();
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  cmsAuth = serveOverNode(createCmsAuthHandler(loadCmsAuthConfig(config.env, url), log));
  log.info('server.listening', {
    url,
    publicDir: config.publicDir,
    hostingConfig: config.hostingConfig,
    db: config.dbPath,
  });

  return {
    server,
    port,
    url,
    store,
    bucket,
    worker,
    workers,
    deps,
    sweepUploads: sweep,
    async close() {
      clearInterval(sweepTimer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // A send in flight gets a moment to finish: its message may already be with the mail server,
      // and cutting it off would mail the lead again at the next start. Then it is cut short (and
      // retried at the next start) rather than held up to the send's 45 s limit.
      const stopping = Promise.all([...workers.values()].map((w) => w.stop()));
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        stopping,
        new Promise((resolve) => (grace = setTimeout(resolve, SHUTDOWN_GRACE_MS))),
      ]);
      clearTimeout(grace);
      sender?.close();
      await stopping;
      store.close();
    },
  };
}
