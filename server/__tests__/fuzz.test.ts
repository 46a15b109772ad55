/** @jest-environment node */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import { LOCAL_BUCKET } from '@fernhill/lead-pipeline/contact/local-storage';
import { SqliteLeadStore } from '@fernhill/lead-pipeline/store/sqlite';
import { tempDir } from '@fernhill/lead-pipeline/testing/temp';
import { rawRequest } from './support/raw-http.ts';
import type { RawAnswer } from './support/raw-http.ts';
import { spawnStackChild } from './support/stack-child.ts';

/**
 * The local stack, in a process of its own, under a few thousand random requests (fast-check, fixed
 * seed, so a failure replays): paths with malformed escapes, long and non-ASCII segments, odd
 * methods, headers and bodies, for the site, the contact API, the CSP endpoint and the storage
 * stand-in. Every request is answered below 500 (or 503 with Retry-After); every refusal says why;
 * the process stays up and prints no stack trace; every lead acknowledged is stored exactly once,
 * and nothing stored was not acknowledged; no name, address or message sent reaches the log.
 * It serves the fixture build with the repository's firebase.json (what ships, apart from the
 * pages themselves), so it runs in the Jest step, before any Gatsby build.
 */
const RUNS = 2_500;
const SEED = 28;

const dir = tempDir('fuzz');
let child: ChildProcessWithoutNullStreams;
let port: number;
let output = '';
let exited: string | null = null;

beforeAll(async () => {
  child = spawnStackChild(dir.path);
  child.on('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve) => lines.once('line', resolve));
  lines.on('line', (line) => (output += `${line}\n`));
  port = Number(new URL(url).port);
}, 30_000);

afterAll(() => {
  child.kill('SIGKILL');
  dir.remove();
});

// ---- what is sent -------------------------------------------------------------------------------

const MALFORMED = [
  '%',
  '%Z',
  '%ZZ',
  '%2',
  '%E0%A4%A',
  '%C0%AF',
  '%E2%82',
  '%FF',
  '%00',
  '%2e%2e',
  '..',
  '%2F',
  '%5C',
];
const ROUTES = [
  '',
  'Cases',
  'cases',
  'Cases/AnkiBuddy',
  'Cases/UpLife',
  'Blog',
  'about',
  'api/contactFormV2',
  'api/csp-report',
  'api',
  'page-data/index/page-data.json',
  'static/1a2b3c/logo.png',
  'app-0123456789abcdef0123.js',
  '404.html',
  `v0/b/${LOCAL_BUCKET}/o`,
  `v0/b/${LOCAL_BUCKET}/o/contact%2FJane%2Fbrief.pdf`,
];

const segment = fc.oneof(
  fc.constantFrom(...MALFORMED),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => encodeURIComponent(s)),
  fc.string({ unit: 'binary', maxLength: 8 }).map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as a browser would escape it
    }
  }),
  fc.integer({ min: 200, max: 600 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 40, max: 200 }).map((n) => encodeURIComponent('é'.repeat(n))),
);

const path = fc
  .tuple(
    fc.constantFrom(...ROUTES),
    fc.array(segment, { maxLength: 3 }),
    fc.option(fc.oneof(fc.constantFrom(...MALFORMED), fc.string({ maxLength: 20 }).map(encodeURIComponent)), {
      nil: undefined,
    }),
    fc.boolean(),
  )
  .map(([route, rest, query, slash]) => {
    const parts = [route, ...rest].filter(Boolean).join('/');
    return `/${parts}${slash ? '/' : ''}${query === undefined ? '' : `?q=${query}`}`;
  });

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'BREW',
  'get',
];

// Header values without CR/LF (a line break would start another header, not test this one).
const headerValue = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, ' ')),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '\t',
    'application/json',
    'application/json; charset=latin1',
    '999-x',
    '100-continue',
  ),
);
const headers = fc.dictionary(
  fc.constantFrom(
    'Content-Type',
    'Accept',
    'Accept-Encoding',
    'Expect',
    'X-Forwarded-For',
    'User-Agent',
    'Range',
    'If-None-Match',
    'Origin',
    'Cookie',
    'X-Goog-Upload-Protocol',
  ),
  headerValue,
  { maxKeys: 4 },
);

// Values the acceptance check can recognise in the log: long enough not to occur there by chance.
const typed = (prefix: string) => fc.string({ minLength: 4, maxLength: 30 }).map((s) => `${prefix}${s}`);
const REQUEST_IDS = [
  '0b6f2a4e-9c1d-4e7a-8f3b-2d5c6e7f8a90',
  '0b6f2a4e-9c1d-4e7a-8f3b-2d5c6e7f8a91',
  '0b6f2a4e-9c1d-4e7a-8f3b-2d5c6e7f8a92',
];
const lead = fc.record(
  {
    name: fc.oneof(typed('Nm'), fc.jsonValue()),
    email: fc.oneof(
      fc
        .tuple(fc.stringMatching(/^[a-z]{6,12}$/), fc.stringMatching(/^[a-z]{3,8}$/))
        .map(([l, d]) => `${l}@${d}.example`),
      fc.jsonValue(),
    ),
    message: fc.oneof(typed('Msg '), fc.jsonValue()),
    sendNDA: fc.constantFrom('Yes', 'No', 'yes', 1),
    requestId: fc.constantFrom(...REQUEST_IDS, 'not-a-uuid'),
    website: fc.constantFrom('', 'http://spam.example'),
    captchaToken: fc.string({ maxLength: 10 }),
  },
  { requiredKeys: ['name', 'email', 'message', 'sendNDA'] },
);
const body = fc.oneof(
  lead.map((value) => JSON.stringify(value)),
  lead.chain((value) =>
    fc
      .dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 2 })
      .map((extra) => JSON.stringify({ ...extra, ...value })),
  ),
  fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 60 }),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constant(''),
);

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

const requests = fc
  .record({ method: fc.constantFrom(...METHODS), path, headers, body: fc.option(body, { nil: undefined }) })
  .map(({ method, path, headers, body }): Sent => {
    // Most API posts are JSON, so the requests reach validation and storage.
    const toApi = path.startsWith('/api/contactFormV2') && method === 'POST';
    return {
      method,
      path,
      headers:
        toApi && !headers['Content-Type'] ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: body ?? '',
    };
  });

// A share of well-formed submissions, some retried under the same requestId, some with the
// honeypot filled, so leads are stored and acknowledged among the noise.
const word = fc.stringMatching(/^[A-Z][a-z]{4,10}$/);
const submissions = fc
  .record({
    name: fc.tuple(word, word).map(([first, last]) => `${first} ${last}`),
    email: fc
      .tuple(fc.stringMatching(/^[a-z]{6,12}$/), fc.stringMatching(/^[a-z]{3,8}$/))
      .map(([l, d]) => `${l}@${d}.example`),
    message: fc
      .tuple(word, fc.string({ minLength: 1, maxLength: 200 }))
      .map(([w, rest]) => `Project ${w}: ${rest}`),
    sendNDA: fc.constantFrom('Yes', 'No'),
    requestId: fc.option(fc.constantFrom(...REQUEST_IDS), { nil: undefined }),
    website: fc.constantFrom('', '', '', 'http://spam.example'),
  })
  .map((value): Sent => ({
    method: 'POST',
    path: '/api/contactFormV2',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
  }));

const anything = fc.oneof({ arbitrary: requests, weight: 4 }, { arbitrary: submissions, weight: 1 });

function send({ method, path, headers, body }: Sent): Promise<RawAnswer> {
  const bytes = Buffer.from(body, 'utf8');
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (bytes.length > 0 || method === 'POST' || method === 'PUT')
    lines.push(`Content-Length: ${bytes.length}`);
  return rawRequest(port, lines.join('\r\n'), { body: bytes, timeoutMs: 10_000 });
}

// ---- what must hold -----------------------------------------------------------------------------

/** requestId (or generated id) → how many times it was acknowledged as stored. */
const acknowledged = new Map<string, number>();
const honeypotIds = new Set<string>();
const typedValues = new Set<string>();

function isRefusalWithReason(answer: RawAnswer, method: string): boolean {
  if (answer.status < 400 || method === 'HEAD') return true;
  return answer.body.trim().length > 0;
}

it(`answers ${RUNS} random requests below 500 with a reason for every refusal, stays up and stores each acknowledged lead once`, async () => {
  await fc.assert(
    fc.asyncProperty(anything, async (sent) => {
      if (exited) throw new Error(`the server ${exited}`);
      const answer = await send(sent);
      const serverError = answer.status >= 500 && !(answer.status === 503 && answer.headers['retry-after']);
      if (serverError) throw new Error(`${answer.status} ${answer.body.slice(0, 200)}`);
      if (!isRefusalWithReason(answer, sent.method))
        throw new Error(`${answer.status} without a reason for ${sent.method}`);

      if (sent.path.startsWith('/api/contactFormV2') && answer.status === 200 && sent.method === 'POST') {
        const { id } = JSON.parse(answer.body) as { id: string };
        const parsed = JSON.parse(sent.body) as Record<string, unknown>;
        // A filled honeypot is answered as a success would be: its requestId echoed, else a new id.
        if (parsed['website'] && parsed['requestId'] !== undefined && id !== parsed['requestId'])
          throw new Error('a filled honeypot was answered with another id than its requestId');
        if (parsed['website']) honeypotIds.add(id);
        else acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
        for (const key of ['name', 'email', 'message'])
          if (typeof parsed[key] === 'string' && (parsed[key] as string).length >= 8)
            typedValues.add(parsed[key] as string);
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );

  // Still up, still serving.
  expect(exited).toBeNull();
  expect((await rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost')).status).toBe(200);

  // Every acknowledged lead stored once (a primary key makes "more than once" impossible, so this
  // checks the other way round too: nothing stored that was not acknowledged).
  const store = new SqliteLeadStore(join(dir.path, 'data', 'leads.sqlite'));
  try {
    const stored = (await store.listLeads(100_000)).map((entry) => entry.lead.id);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect([...stored].sort()).toEqual([...acknowledged.keys()].sort());
    // A honeypot's echoed requestId may name a lead a genuine submission stored under it.
    for (const id of honeypotIds) if (!acknowledged.has(id)) expect(stored).not.toContain(id);
  } finally {
    store.close();
  }

  // No stack trace, and nothing a visitor typed, in what the process wrote.
  expect(output).not.toMatch(/^\s+at /m);
  expect(typedValues.size).toBeGreaterThan(0);
  for (const value of typedValues) {
    expect([value, output.includes(value) || output.includes(JSON.stringify(value).slice(1, -1))]).toEqual([
      value,
      false,
    ]);
  }
}, 120_000);
