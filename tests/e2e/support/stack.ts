/**
 * Playwright's web server: a real SMTP server that writes each received mail as JSON into a
 * temporary folder, and the backend's local stack (site, contact function, storage stand-in) on
 * PORT with a temporary data folder. The folders are written to stackInfoPath() for the specs.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { createJsonLogger } from '@fernhill/lead-pipeline/log';
import { startLocalStack } from '@fernhill/local-server/app';
import { loadServerConfig } from '@fernhill/local-server/config';
import { LOCAL_APP_CHECK_DEBUG_TOKEN } from '@fernhill/lead-pipeline/contact/local-storage';
import { e2ePort, stackInfoPath, type StackInfo } from './stack-info.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const root = mkdtempSync(join(tmpdir(), 'fernhill-e2e-'));
const mailDir = join(root, 'mail');
const dataDir = join(root, 'data');
mkdirSync(mailDir, { recursive: true });

let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mailCount += 1;
      const raw = Buffer.concat(chunks).toString('utf8');
      const mail = {
        receivedAt: new Date().toISOString(),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      };
      writeFileSync(
        join(mailDir, `${String(mailCount).padStart(4, '0')}.json`),
        JSON.stringify(mail, null, 2),
      );
      callback();
    });
  },
});
const smtpPort = await new Promise<number>((done, fail) => {
  smtp.once('error', fail);
  smtp.listen(0, '127.0.0.1', () => {
    const address = smtp.server.address();
    done(typeof address === 'object' && address ? address.port : 0);
  });
});

const port = e2ePort();
const config = loadServerConfig(
  {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_DIR: join(repoRoot, 'public'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The site's local Firebase config (src/features/contact/firebase/config.ts) uploads into this bucket.
    STORAGE_BUCKET: 'fernhill-local.appspot.com',
    // Every spec posts from 127.0.0.1; the rate limit has its own tests in functions/.
    RATE_LIMIT_BURST: '1000',
    RATE_LIMIT_PER_MINUTE: '1000',
    OUTBOX_RETRY_BASE_MS: '200',
    // App Check enforced as deployed, with the token the site's local build hands out.
    APP_CHECK_DEBUG_TOKEN: LOCAL_APP_CHECK_DEBUG_TOKEN,
  },
  repoRoot,
);
const logPath = join(root, 'stack.log');
const log = createJsonLogger((line) => appendFileSync(logPath, `${line}\n`));
const stack = await startLocalStack(config, { workerIdleMs: 200, log });

const info: StackInfo = {
  url: stack.url,
  dbPath: config.dbPath,
  mailDir,
  uploadsDir: config.uploadsDir,
  logPath,
};
writeFileSync(stackInfoPath(port), JSON.stringify(info, null, 2));
process.stdout.write(`e2e stack at ${stack.url} (data ${root})\n`);

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  Promise.allSettled([stack.close(), new Promise<void>((done) => smtp.close(() => done()))]).finally(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(stackInfoPath(port), { force: true });
    process.exit(0);
  });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
