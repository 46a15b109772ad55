/** @jest-environment node */
import { DatabaseSync } from 'node:sqlite';
import { PassThrough } from 'node:stream';
import { MemoryObjects } from '../../testing/memory-objects.ts';
import { downloadUrlPrefix } from '../../contact/file-url.ts';
import { contactUploadPath } from '../../contact/upload-path.ts';
import { createAttachmentInspector } from '../../attachment/inspect.ts';
import { createCaptchaVerifier } from '../../captcha/policy.ts';
import { createSiteverifyVerifier } from '../../captcha/siteverify.ts';
import { createMemoryLogger } from '../../testing/memory-logger.ts';
import { createSmtpSender } from '../../mail/smtp.ts';
import type { MailSender } from '../../mail/smtp.ts';
import { OutboxWorker } from '../../outbox/worker.ts';
import { createTokenBucketLimiter, noRateLimit } from '../../rate-limit.ts';
import { SqliteLeadStore } from '../../store/sqlite.ts';
import { manualClock } from '../../testing/clock.ts';
import { FILES } from '../../testing/files.ts';
import { GOOD_TOKEN_PREFIX, startTestSiteverify, TEST_SECRET } from '../../testing/siteverify.ts';
import type { TestSiteverify } from '../../testing/siteverify.ts';
import { startTestSmtp } from '../../testing/smtp.ts';
import type { TestSmtp } from '../../testing/smtp.ts';
import { tempDir } from '../../testing/temp.ts';
import { leadReference } from '../../contact/reference.ts';
import { appCheckNotEnforced, createAppCheckVerifier } from '../../app-check/verify.ts';
import { handleContactRequest } from '../handler.ts';
import type { ContactDeps, CoreResponse, RawBody } from '../types.ts';

const BUCKET = 'fernhill-studio.firebasestorage.app';
const PREFIX = downloadUrlPrefix('http://localhost:8000', BUCKET);
const MAIL = { from: 'Fernhill Studio website <leads@fernhill.studio>', to: 'hello@fernhill.studio' };
const VALID = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need an iOS app.\nBudget: 40k',
  sendNDA: 'Yes',
};

const APP_CHECK_TOKEN = 'eyJraWQiOiJ4In0.eyJzdWIiOiIxOjE6d2ViOjEifQ.sig';
const fakeAdminVerifyToken = async (token: string) => {
  if (token !== APP_CHECK_TOKEN) throw new Error('Decoding App Check token failed.');
  return { appId: '1:1:web:1' };
};

const dir = tempDir('core');
let smtp: TestSmtp;
let sender: MailSender;
let siteverify: TestSiteverify;
let counter = 0;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  sender = createSmtpSender({ url: smtp.url, greetingTimeoutMs: 1000 });
  siteverify = await startTestSiteverify();
});
afterAll(async () => {
  sender.close();
  await smtp.close();
  await siteverify.close();
  dir.remove();
});
beforeEach(() => {
  smtp.mails.length = 0;
  siteverify.mode = 'honest';
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface HarnessOptions {
  captchaSecret?: boolean;
  /** App Check enforced with the Admin SDK's verifyToken stood in: only `APP_CHECK_TOKEN` passes. */
  appCheck?: boolean;
  rateLimit?: { burst: number; perMinute: number };
  busyBudgetMs?: number;
}

function harness(options: HarnessOptions = {}) {
  const n = ++counter;
  const clock = manualClock();
  const log = createMemoryLogger();
  const dbPath = `${dir.path}/leads-${n}.sqlite`;
  const store = new SqliteLeadStore(dbPath, { busyBudgetMs: options.busyBudgetMs ?? 2_000 });
  cleanups.push(() => store.close());
  const bucket = new MemoryObjects();
  const deps: ContactDeps = {
    store,
    verifyCaptcha: options.captchaSecret
      ? createSiteverifyVerifier({ secret: TEST_SECRET, url: siteverify.url, timeoutMs: 300, log })
      : createCaptchaVerifier({}, log),
    inspectAttachment: createAttachmentInspector(bucket.objectReader(), log),
    verifyAppCheck: options.appCheck
      ? createAppCheckVerifier({ verifyToken: fakeAdminVerifyToken, log })
      : appCheckNotEnforced,
    rateLimiter: options.rateLimit ? createTokenBucketLimiter(options.rateLimit) : noRateLimit,
    clock,
    log,
    config: { maxBodyBytes: 64 * 1024, fileUrlPrefixes: [PREFIX] },
  };
  const worker = new OutboxWorker({
    store,
    sender,
    mail: MAIL,
    clock,
    log,
    retry: { baseMs: 1000, capMs: 4000 },
  });

  const send = (rawBody: RawBody, headers: Record<string, string> = {}, method = 'POST') =>
    handleContactRequest(
      { method, headers: { 'content-type': 'application/json', ...headers }, rawBody, ip: '203.0.113.7' },
      deps,
    );
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    send(Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), headers);

  /** Puts bytes into the bucket as if uploaded (rules only check name, size and declared type). */
  const upload = async (fileName: string, bytes: Buffer, contentType: string) => {
    const name = contactUploadPath('Jane Doe', fileName, `u${++counter}`);
    const stored = bucket.create({ name, bytes, contentType });
    if (stored === 'exists') throw new Error('exists');
    return `${PREFIX}${encodeURIComponent(name)}?alt=media&token=${stored.downloadTokens[0]}`;
  };
  return { deps, store, dbPath, clock, log, worker, send, post, upload };
}

function expectInvalid(response: CoreResponse, status: number, field?: string) {
  expect(response.status).toBe(status);
  expect(response.body.ok).toBe(false);
  if (field !== undefined) expect(response.body).toMatchObject({ error: 'invalid', field });
  if (!response.body.ok) expect(response.body.message).toMatch(/^[A-Z].{5,120}\.$/);
}

describe('handleContactRequest with SQLite and SMTP', () => {
  it('stores a valid request once and one mail arrives with the right subject, Reply-To and body', async () => {
    const h = harness();
    const response = await h.post(VALID);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^FH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
    });
    const id = response.body.ok ? response.body.id : '';

    const [entry, ...others] = await h.store.listLeads(10);
    expect(others).toEqual([]);
    expect(entry?.lead).toMatchObject({ ...VALID, id, file: null, ip: '203.0.113.7' });

    await expect(h.worker.runOnce()).resolves.toEqual({ sent: 1, failed: 0 });
    await expect(h.worker.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.headers['subject']).toBe('New project inquiry from Jane Doe');
    expect(mail?.headers['reply-to']).toBe('Jane Doe <jane@example.com>');
    expect(mail?.headers['message-id']).toBe(`<lead-${id}@fernhill.studio>`);
    for (const line of [
      'Name: Jane Doe',
      'Email: jane@example.com',
      'Send NDA: Yes',
      'Attachment: none',
      VALID.message,
    ]) {
      expect(mail?.body).toContain(line);
    }
  });

  it('logs structured events without the message text', async () => {
    const h = harness();
    await h.post({ ...VALID, message: 'Top secret roadmap for Q3' });
    await h.post({ ...VALID, email: 'bad' });
    const logged = JSON.stringify(h.log.entries);
    expect(h.log.entries.map((e) => e.event)).toEqual([
      'captcha.disabled',
      'contact.stored',
      'contact.invalid',
    ]);
    expect(logged).not.toContain('Top secret');
  });

  it('logs neither a JSON key the visitor wrote nor the full client address', async () => {
    const h = harness();
    expect((await h.post({ ...VALID, 'maria.schmidt@example.de': 'x' })).status).toBe(400);
    await h.post(VALID);
    const logged = JSON.stringify(h.log.entries);
    expect(logged).not.toContain('maria.schmidt');
    expect(h.log.entries.find((e) => e.event === 'contact.invalid')).toMatchObject({ field: 'unknown' });
    // The lead keeps the address (the rate limit and a person reading it need it); the log a /24.
    expect(logged).not.toContain('203.0.113.7');
    expect(h.log.entries.find((e) => e.event === 'contact.stored')).toMatchObject({
      client: '203.0.113.0/24',
    });
    expect((await h.store.listLeads(1))[0]?.lead.ip).toBe('203.0.113.7');
  });

  it('stores the attachment link and puts it in the mail', async () => {
    const h = harness();
    const file = await h.upload('Brief.pdf', FILES.pdf, 'application/pdf');
    const response = await h.post({ ...VALID, file });
    expect(response.status).toBe(200);
    expect((await h.store.listLeads(1))[0]?.lead.file).toBe(file);
    await h.worker.runOnce();
    expect(smtp.mails[0]?.body.replace(/\n/g, '')).toContain(file);
  });

  it.each([
    [
      'docx',
      'Brief.docx',
      FILES.docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'pptx',
      'Deck.pptx',
      FILES.pptx,
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['doc', 'Old.doc', FILES.doc, 'application/msword'],
    ['text', 'notes.text', FILES.text, 'text/plain'],
  ])('accepts a %s attachment', async (_label, name, bytes, type) => {
    const h = harness();
    expect((await h.post({ ...VALID, file: await h.upload(name, bytes, type) })).status).toBe(200);
  });

  // Issue 32 #1: a lead pointing at an upload whose type carried a parameter was accepted.
  it.each(['text/plain; x=\u0007', 'text/plain; x=\u4e2d', 'text/plain; charset=utf-8'])(
    'refuses an attachment declared %j (only the bare allowed type)',
    async (type) => {
      const h = harness();
      const response = await h.post({ ...VALID, file: await h.upload('notes.txt', FILES.text, type) });
      expectInvalid(response, 400, 'file');
      expect(await h.store.countLeads()).toBe(0);
    },
  );

  it('stores =HYPERLINK(...) as text (the CSV export neutralises it)', async () => {
    const h = harness();
    const name = '=HYPERLINK("http://evil.example","click")';
    expect((await h.post({ ...VALID, name })).status).toBe(200);
    expect((await h.store.listLeads(1))[0]?.lead.name).toBe(name);
  });
});

describe('bad inputs: a clear 4xx and nothing stored', () => {
  const cases: Array<[string, (h: ReturnType<typeof harness>) => Promise<CoreResponse>, number, string?]> = [
    ['GET', (h) => h.send(Buffer.alloc(0), {}, 'GET'), 405],
    ['PUT', (h) => h.send(Buffer.from(JSON.stringify(VALID)), {}, 'PUT'), 405],
    ['a text/plain body', (h) => h.post(VALID, { 'content-type': 'text/plain' }), 415],
    [
      'a form-encoded body',
      (h) => h.post('name=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
    ],
    [
      'a JSON body in latin1',
      (h) => h.post(VALID, { 'content-type': 'application/json; charset=latin1' }),
      415,
    ],
    ['an oversized body', (h) => h.post({ ...VALID, message: 'x'.repeat(70_000) }), 413],
    ['a 10 MB message', (h) => h.post({ ...VALID, message: 'x'.repeat(10 * 1024 * 1024) }), 413],
    [
      'a declared length over the limit',
      (h) => h.post(VALID, { 'content-length': String(10 * 1024 * 1024) }),
      413,
    ],
    ['invalid JSON', (h) => h.post('{"name": "Jane",'), 400, 'body'],
    ['invalid UTF-8', (h) => h.send(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d])), 400, 'body'],
    ['a JSON array', (h) => h.post([VALID]), 400, 'body'],
    [
      'a __proto__ key',
      (h) => h.post(`{"__proto__":{"isAdmin":true},${JSON.stringify(VALID).slice(1)}`),
      400,
      '__proto__',
    ],
    [
      'a constructor key',
      (h) => h.post({ ...VALID, constructor: { prototype: { x: 1 } } }),
      400,
      'constructor',
    ],
    ['an unknown field', (h) => h.post({ ...VALID, budget: 100 }), 400, 'budget'],
    [
      'a message over 10 000 characters',
      (h) => h.post({ ...VALID, message: 'x'.repeat(10_001) }),
      400,
      'message',
    ],
    [
      'CR/LF and Bcc: in the name',
      (h) => h.post({ ...VALID, name: 'Jane\r\nBcc: all@example.com' }),
      400,
      'name',
    ],
    [
      'CR/LF and Bcc: in the email',
      (h) => h.post({ ...VALID, email: 'jane@example.com\r\nBcc: all@example.com' }),
      400,
      'email',
    ],
    ['"evil@x.com"@agency.com', (h) => h.post({ ...VALID, email: '"evil@x.com"@agency.com' }), 400, 'email'],
    ['a full-width ＠', (h) => h.post({ ...VALID, email: 'jane＠example.com' }), 400, 'email'],
    [
      'a lone surrogate',
      (h) => h.post(`{${JSON.stringify(VALID).slice(1, -1)},"name":"Jane \\ud800"}`),
      400,
      'name',
    ],
    ['an RTL override', (h) => h.post({ ...VALID, message: 'invoice\u202Efdp.exe' }), 400, 'message'],
    ['a number as name', (h) => h.post({ ...VALID, name: 1 }), 400, 'name'],
    [
      'a file in another bucket',
      (h) =>
        h.post({
          ...VALID,
          file: 'https://firebasestorage.googleapis.com/v0/b/other/o/contact%2Fa%2Fb.pdf?alt=media&token=12345678',
        }),
      400,
      'file',
    ],
    [
      'a file URL with ../',
      (h) =>
        h.post({ ...VALID, file: `${PREFIX}contact%2F..%2F..%2Fetc%2Fpasswd.txt?alt=media&token=12345678` }),
      400,
      'file',
    ],
    [
      'a file URL with %2e%2e',
      (h) => h.post({ ...VALID, file: `${PREFIX}contact%2F%2e%2e%2Fx%2Fa.pdf?alt=media&token=12345678` }),
      400,
      'file',
    ],
    [
      'a file that does not exist',
      (h) => h.post({ ...VALID, file: `${PREFIX}contact%2Fjane%2Fnope.pdf?alt=media&token=12345678` }),
      400,
      'file',
    ],
    [
      'an EXE renamed .pdf',
      async (h) => h.post({ ...VALID, file: await h.upload('setup.pdf', FILES.exe, 'application/pdf') }),
      400,
      'file',
    ],
    [
      'an HTML file renamed .txt',
      async (h) => h.post({ ...VALID, file: await h.upload('page.txt', FILES.html, 'text/plain') }),
      400,
      'file',
    ],
    [
      'a zero-byte file',
      async (h) => h.post({ ...VALID, file: await h.upload('empty.pdf', FILES.empty, 'application/pdf') }),
      400,
      'file',
    ],
    [
      'a PDF declared as text',
      async (h) => h.post({ ...VALID, file: await h.upload('a.pdf', FILES.pdf, 'text/plain') }),
      400,
      'file',
    ],
    [
      'a wrong download token',
      async (h) =>
        h.post({
          ...VALID,
          file: (await h.upload('a.pdf', FILES.pdf, 'application/pdf')).replace(
            /token=.*/,
            'token=00000000-0000',
          ),
        }),
      400,
      'file',
    ],
    [
      'a 1 000-character file name',
      (h) =>
        h.post({
          ...VALID,
          file: `${PREFIX}contact%2Fjane%2F${'a'.repeat(1000)}.pdf?alt=media&token=12345678`,
        }),
      400,
      'file',
    ],
  ];

  // Rest parameter: a fourth named parameter would make Jest pass `done` for three-element rows.
  it.each(cases)('%s', async (_label, act, status, ...field) => {
    const h = harness();
    const response = await act(h);
    expectInvalid(response, status, field[0]);
    expect(await h.store.countLeads()).toBe(0);
    await h.worker.runOnce();
    expect(smtp.mails).toHaveLength(0);
  });

  it('answers 405 with Allow: POST', async () => {
    const response = await harness().send(Buffer.alloc(0), {}, 'GET');
    expect(response.headers['allow']).toBe('POST');
  });

  it('stops reading a chunked body without length at the limit, without waiting for its end', async () => {
    const h = harness();
    const stream = new PassThrough();
    const pending = h.send(stream);
    let written = 0;
    while (written <= 70 * 1024) {
      stream.write(Buffer.alloc(4096, 0x20));
      written += 4096;
    }
    const response = await pending; // the stream is never ended
    expect(response.status).toBe(413);
    expect(response.headers['connection']).toBe('close');
    expect(await h.store.countLeads()).toBe(0);
    stream.destroy();
  });

  it('reads a streamed body below the limit', async () => {
    const h = harness();
    const stream = new PassThrough();
    const pending = h.send(stream);
    stream.end(JSON.stringify(VALID));
    expect((await pending).status).toBe(200);
  });
});

describe('honeypot and rate limit', () => {
  it('answers a filled honeypot like a success, stores nothing and logs it', async () => {
    const h = harness();
    const first = await h.post({ ...VALID, website: 'http://spam.example' });
    const second = await h.post({ ...VALID, website: 'x' });
    for (const answer of [first, second])
      expect(answer).toMatchObject({ status: 200, body: { ok: true, id: expect.any(String) } });
    expect(await h.store.countLeads()).toBe(0);
    expect(h.log.entries.filter((e) => e.event === 'contact.honeypot')).toHaveLength(2);
  });

  // Issue 32 #7: a random id told the bot which field caught it; a success echoes its requestId.
  it('answers a filled honeypot exactly as a success: the echoed requestId, nothing stored', async () => {
    const h = harness();
    const requestId = '7d3c1f0a-2b4e-4c6d-8e9f-0a1b2c3d4e5f';
    const trapped = await h.post({ ...VALID, requestId, website: 'http://spam.example' });
    const genuine = await harness().post({ ...VALID, requestId });
    expect(trapped).toEqual(genuine);
    expect(trapped.body).toEqual({ ok: true, id: requestId, reference: leadReference(requestId) });
    expect(await h.store.countLeads()).toBe(0);
    await h.worker.runOnce();
    expect(smtp.mails).toHaveLength(0);
  });

  // Issue 32 #3: ten addresses of one /64 got ten 200s where one IPv4 address gets five.
  it('counts every address of one IPv6 /64 as one client, and IPv4-mapped IPv6 as its IPv4', async () => {
    const h = harness({ rateLimit: { burst: 5, perMinute: 2 } });
    const from = (ip: string) =>
      handleContactRequest(
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          rawBody: Buffer.from(JSON.stringify(VALID)),
          ip,
        },
        h.deps,
      );
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) statuses.push((await from(`2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    // Another /64 of the same /48 is another client.
    expect((await from('2001:db8:1:3::1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await from('198.51.100.9')).status).toBe(200);
    expect((await from('::ffff:198.51.100.9')).status).toBe(429);
  });

  it('answers 429 with Retry-After once the bucket is empty, per client', async () => {
    const h = harness({ rateLimit: { burst: 2, perMinute: 2 } });
    expect((await h.post(VALID)).status).toBe(200);
    expect((await h.post(VALID)).status).toBe(200);
    const limited = await h.post(VALID);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    h.clock.advance(30_000);
    expect((await h.post(VALID)).status).toBe(200);
    expect(await h.store.countLeads()).toBe(3);
  });

  it('spends no tokens on invalid requests', async () => {
    const h = harness({ rateLimit: { burst: 1, perMinute: 1 } });
    for (let i = 0; i < 5; i++) expect((await h.post({ ...VALID, email: 'bad' })).status).toBe(400);
    expect((await h.post('{not json')).status).toBe(400);
    expect((await h.post(VALID)).status).toBe(200);
  });

  it('logs one line per client for a burst of refusals, and again after it was let through', async () => {
    const h = harness({ rateLimit: { burst: 1, perMinute: 1 } });
    expect((await h.post(VALID)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await h.post(VALID)).status).toBe(429);
    const lines = () => h.log.entries.filter((e) => e.event === 'contact.rate_limited');
    expect(lines()).toHaveLength(1);
    h.clock.advance(60_000);
    expect((await h.post(VALID)).status).toBe(200);
    expect((await h.post(VALID)).status).toBe(429);
    expect(lines()).toHaveLength(2);
  });
});

describe('App Check (item 5 of issue 32)', () => {
  it('refuses a request without a token or with one the Admin SDK rejects, storing nothing', async () => {
    const h = harness({ appCheck: true });
    const missing = await h.post(VALID);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({
      ok: false,
      error: 'appCheck',
      message: expect.stringMatching(/^[A-Z].+\.$/),
    });
    expect((await h.post(VALID, { 'x-firebase-appcheck': 'forged' })).status).toBe(401);
    expect(await h.store.countLeads()).toBe(0);
    expect(
      h.log.entries.filter((e) => e.event === 'contact.app_check_failed').map((e) => e['reason']),
    ).toEqual(['missing', 'invalid']);
  });

  it('stores a request whose token the Admin SDK verifies', async () => {
    const h = harness({ appCheck: true });
    expect((await h.post(VALID, { 'x-firebase-appcheck': APP_CHECK_TOKEN })).status).toBe(200);
    expect(await h.store.countLeads()).toBe(1);
  });
});

describe('idempotent submission (requestId)', () => {
  const requestId = '0b6f2a4e-9c1d-4e7a-8f3b-2d5c6e7f8a9b';

  it('stores one lead for the same request posted twice, answering both with its id', async () => {
    const h = harness();
    const [first, second] = await Promise.all([
      h.post({ ...VALID, requestId }),
      h.post({ ...VALID, requestId }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answer = { ok: true, id: requestId, reference: leadReference(requestId) };
    expect([first.body, second.body]).toEqual([answer, answer]);
    const third = await h.post({ ...VALID, requestId });
    expect(third.body).toEqual({ ok: true, id: requestId, reference: leadReference(requestId) });
    expect(await h.store.countLeads()).toBe(1);
    await h.worker.runOnce();
    expect(smtp.mails.map((m) => m.headers['message-id'])).toEqual([`<lead-${requestId}@fernhill.studio>`]);
  });

  it('answers a retry whose captcha token was spent by the stored first attempt with the same id', async () => {
    const h = harness({ captchaSecret: true });
    const body = { ...VALID, requestId, captchaToken: `${GOOD_TOKEN_PREFIX}retry` };
    expect((await h.post(body)).body).toEqual({
      ok: true,
      id: requestId,
      reference: leadReference(requestId),
    });
    expect((await h.post(body)).body).toEqual({
      ok: true,
      id: requestId,
      reference: leadReference(requestId),
    });
    expect(await h.store.countLeads()).toBe(1);
  });

  it('refuses the same id with a different message (409), storing nothing new, and says why', async () => {
    const h = harness();
    expect((await h.post({ ...VALID, requestId })).status).toBe(200);
    const other = await h.post({ ...VALID, requestId, message: 'A different project altogether.' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ ok: false, error: 'conflict' });
    expect((other.body as { message: string }).message).toMatch(/different message/);
    expect(await h.store.countLeads()).toBe(1);
    expect((await h.store.findLead(requestId))?.message).toBe(VALID.message);
    expect(h.log.entries.some((e) => e.event === 'contact.request_id_conflict')).toBe(true);
  });

  it('answers a retry of a stored submission as the duplicate it is, even once the rate limit is spent', async () => {
    const h = harness({ rateLimit: { burst: 1, perMinute: 1 } });
    expect((await h.post({ ...VALID, requestId })).status).toBe(200);
    expect((await h.post(VALID)).status).toBe(429); // the budget is spent
    const retry = await h.post({ ...VALID, requestId });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ ok: true, id: requestId, reference: leadReference(requestId) });
    expect(await h.store.countLeads()).toBe(1);
  });

  it('refuses a request id that is not a UUID', async () => {
    const h = harness();
    expectInvalid(await h.post({ ...VALID, requestId: '../x' }), 400, 'requestId');
  });
});

describe('captcha with a secret configured (siteverify stand-in)', () => {
  it('accepts a verified token', async () => {
    const h = harness({ captchaSecret: true });
    expect((await h.post({ ...VALID, captchaToken: `${GOOD_TOKEN_PREFIX}a` })).status).toBe(200);
    expect(await h.store.countLeads()).toBe(1);
  });

  it.each([
    ['missing', {}, 403],
    ['forged', { captchaToken: 'forged-token' }, 403],
    ['3 000 characters long', { captchaToken: `${GOOD_TOKEN_PREFIX}${'a'.repeat(3000)}` }, 400],
  ])('refuses a %s captcha', async (_label, extra, status) => {
    const h = harness({ captchaSecret: true });
    const response = await h.post({ ...VALID, ...extra });
    expect(response.status).toBe(status);
    if (status === 403) expect(response.body).toMatchObject({ ok: false, error: 'captcha' });
    expect(await h.store.countLeads()).toBe(0);
  });

  it('refuses a replayed token after its first use', async () => {
    const h = harness({ captchaSecret: true });
    const token = `${GOOD_TOKEN_PREFIX}once`;
    expect((await h.post({ ...VALID, captchaToken: token })).status).toBe(200);
    const replay = await h.post({ ...VALID, captchaToken: token });
    expect(replay).toMatchObject({
      status: 403,
      body: { error: 'captcha', message: expect.stringContaining('already used') },
    });
    expect(await h.store.countLeads()).toBe(1);
  });

  it.each(['timeout', 'html'] as const)(
    'fails closed when siteverify answers %s: 403, nothing stored',
    async (mode) => {
      const h = harness({ captchaSecret: true });
      siteverify.mode = mode;
      const response = await h.post({ ...VALID, captchaToken: `${GOOD_TOKEN_PREFIX}${mode}` });
      expect(response).toMatchObject({ status: 403, body: { ok: false, error: 'captcha' } });
      expect(await h.store.countLeads()).toBe(0);
    },
  );
});

describe('database locked by another connection', () => {
  function lockDatabase(path: string) {
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    return () => {
      other.exec('COMMIT');
      other.close();
    };
  }

  it('waits for the lock without blocking, then stores once and sends once', async () => {
    const h = harness();
    const release = lockDatabase(h.dbPath);
    const pending = h.post(VALID);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await Promise.race([pending.then(() => 'answered'), Promise.resolve('waiting')])).toBe('waiting');
    release();
    expect((await pending).status).toBe(200);
    expect(await h.store.countLeads()).toBe(1);
    await h.worker.runOnce();
    expect(smtp.mails).toHaveLength(1);
  });

  it('answers 503 when the lock outlasts the budget; the retry stores once and sends once', async () => {
    const h = harness({ busyBudgetMs: 150 });
    const release = lockDatabase(h.dbPath);
    const refused = await h.post(VALID);
    expect(refused).toMatchObject({
      status: 503,
      headers: { 'retry-after': '10' },
      body: { error: 'unavailable' },
    });
    release();
    expect(await h.store.countLeads()).toBe(0);
    expect((await h.post(VALID)).status).toBe(200);
    expect(await h.store.countLeads()).toBe(1);
    await h.worker.runOnce();
    await h.worker.runOnce();
    expect(smtp.mails).toHaveLength(1);
  });
});
