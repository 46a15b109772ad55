/**
 * `npm run bench:contact`: load test of POST /api/contactFormV2 on the local stack, in-process.
 * A temp data folder and build fixture, a local siteverify stand-in (so the captcha path is the real
 * one), no rate limit; autocannon sends valid and invalid requests mixed 3 : 1 over
 * BENCH_CONNECTIONS (default 10) keep-alive connections: first a warm-up (2 000 requests, so JIT and
 * SQLite page cache are warm), then the measured run (BENCH_REQUESTS, default 20 000).
 * Target on a 2-core machine: ≥ 300 accepted/s at p99 ≤ 50 ms. Closed-loop load at full speed is the
 * harder case: latency at 300/s is lower still. A fixed number of requests (not a duration) makes
 * autocannon wait for every answer, so afterwards the stored leads must equal the 2xx answers.
 * SQLITE_SYNCHRONOUS (FULL|NORMAL) is passed to the server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonLogger } from '@fernhill/lead-pipeline/log';
import { startLocalStack } from '@fernhill/local-server/app';
import { loadServerConfig } from '@fernhill/local-server/config';
import { REPO_ROOT } from './lib/repo-root.ts';

interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

// autocannon ships no types; the shape used here is declared above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const measuredRequests = Number(process.env['BENCH_REQUESTS'] ?? 20_000);
const warmUpRequests = Number(process.env['BENCH_WARM_UP'] ?? 2_000);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

/** Google's siteverify contract, answering success for every token. */
async function startSiteverifyStandIn(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

function contactRequest(body: Record<string, string>): AutocannonRequest {
  return {
    method: 'POST',
    path: '/api/contactFormV2',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

const valid = (n: number) =>
  contactRequest({
    name: `Bench Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: `We would like to build a mobile app.\nRequest ${n} of the load benchmark.`,
    sendNDA: n % 2 ? 'Yes' : 'No',
    captchaToken: `bench-token-${n}`,
  });
const invalid = contactRequest({
  name: 'Bench Visitor',
  email: '"evil@x.com"@agency.com',
  message: 'Invalid on purpose',
  sendNDA: 'No',
  captchaToken: 'bench-token',
});

function report(title: string, result: AutocannonResult): string[] {
  return [
    title,
    `  duration:                ${result.duration.toFixed(1)} s`,
    `  requests/s (all):        ${((result['2xx'] + result.non2xx) / result.duration).toFixed(0)}`,
    `  accepted/s (2xx):        ${(result['2xx'] / result.duration).toFixed(0)}`,
    `  latency p50 / p99 / max: ${result.latency.p50} ms / ${result.latency.p99} ms / ${result.latency.max} ms`,
    `  accepted / refused:      ${result['2xx']} / ${result.non2xx} (the refused are the invalid quarter, 400)`,
    `  errors / timeouts:       ${result.errors} / ${result.timeouts}`,
  ];
}

const dir = mkdtempSync(join(tmpdir(), 'fernhill-bench-'));
mkdirSync(join(dir, 'public'));
writeFileSync(join(dir, 'public', 'index.html'), '<!doctype html><title>bench</title>');
const siteverify = await startSiteverifyStandIn();
const config = loadServerConfig(
  {
    PORT: '0',
    PUBLIC_DIR: 'public',
    DATA_DIR: 'data',
    RATE_LIMIT_BURST: '0',
    // The hand-written hosting configuration carries the function rewrite; no build is needed.
    HOSTING_CONFIG: join(REPO_ROOT, 'firebase.json'),
    RECAPTCHA_SECRET: 'bench-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    SQLITE_SYNCHRONOUS: process.env['SQLITE_SYNCHRONOUS'] ?? 'NORMAL',
  },
  dir,
);
// Logs are produced (their cost is part of the measurement) but not printed.
const stack = await startLocalStack(config, { log: createJsonLogger(() => undefined) });

try {
  const requests = [valid(1), valid(2), invalid, valid(3)];
  process.stdout.write(
    `contactFormV2 bench: valid : invalid = 3 : 1, SQLite synchronous=${config.sqliteSynchronous}\n`,
  );
  const warmUp = await autocannon({ url: stack.url, connections, amount: warmUpRequests, requests });
  const measured = await autocannon({ url: stack.url, connections, amount: measuredRequests, requests });
  const stored = await stack.store.countLeads();
  const accepted = warmUp['2xx'] + measured['2xx'];
  const targetMet = measured['2xx'] / measured.duration >= 300 && measured.latency.p99 <= 50;
  const lines = [
    ...report(
      `measured: ${measuredRequests} requests over ${connections} connections (after a warm-up of ${warmUpRequests})`,
      measured,
    ),
    `stored leads: ${stored} ${stored === accepted ? '== accepted' : `!= accepted (${accepted})`} (warm-up included)`,
    `target ≥ 300 accepted/s at p99 ≤ 50 ms: ${targetMet ? 'met' : 'NOT met'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (stored !== accepted || warmUp.errors + measured.errors > 0) process.exitCode = 1;
} finally {
  await stack.close();
  siteverify.close();
  rmSync(dir, { recursive: true, force: true });
}
