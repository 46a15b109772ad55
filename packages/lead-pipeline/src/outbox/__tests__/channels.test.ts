/** @jest-environment node */
import { appCheckNotEnforced } from '../../app-check/verify.ts';
import { leadReference } from '../../contact/reference.ts';
import { handleContactRequest } from '../../core/handler.ts';
import type { ContactDeps } from '../../core/types.ts';
import { systemClock } from '../../core/types.ts';
import type { SiteIdentity } from '../../mail/auto-reply.ts';
import { createSmtpSender } from '../../mail/smtp.ts';
import type { MailSender } from '../../mail/smtp.ts';
import { verifySignature } from '../../notify/webhook.ts';
import { noRateLimit } from '../../rate-limit.ts';
import { SqliteLeadStore } from '../../store/sqlite.ts';
import type { Lead } from '../../store/types.ts';
import { manualClock } from '../../testing/clock.ts';
import type { ManualClock } from '../../testing/clock.ts';
import { startTestReceiver } from '../../testing/http-receiver.ts';
import type { TestReceiver } from '../../testing/http-receiver.ts';
import { createMemoryLogger } from '../../testing/memory-logger.ts';
import { startTestSmtp } from '../../testing/smtp.ts';
import type { TestSmtp } from '../../testing/smtp.ts';
import { tempDir } from '../../testing/temp.ts';
import { stopwatch, waitFor } from '../../testing/wait.ts';
import { createChannelWorkers, outboxPlan } from '../channel-workers.ts';
import type { ChannelWorkersOptions } from '../channel-workers.ts';
import { normaliseAddress } from '../channels.ts';
import type { ChannelName } from '../channels.ts';
import type { OutboxWorker } from '../worker.ts';

const SECRET = 'whsec-test-0123456789';
const MAIL = { from: 'Fernhill Studio website <leads@fernhill.studio>', to: 'hello@fernhill.studio' };
const SITE: SiteIdentity = {
  name: 'Fernhill Studio',
  siteUrl: 'https://fernhill.studio',
  bookingUrl: 'https://cal.com/fernhill-studio/intro-call',
  replyWithin: 'one business day',
};

const dir = tempDir('channels');
let smtp: TestSmtp;
let sender: MailSender;
let slack: TestReceiver;
let webhook: TestReceiver;
let store: SqliteLeadStore;
let clock: ManualClock;
let counter = 0;

beforeAll(async () => {
  [smtp, slack, webhook] = await Promise.all([startTestSmtp(), startTestReceiver(), startTestReceiver()]);
  sender = createSmtpSender({ url: smtp.url, socketTimeoutMs: 10_000, sendTimeoutMs: 3_000 });
});
afterAll(async () => {
  sender.close();
  await Promise.all([smtp.close(), slack.close(), webhook.close()]);
  dir.remove();
});
beforeEach(async () => {
  await smtp.setMode('ok');
  smtp.mails.length = 0;
  for (const receiver of [slack, webhook]) {
    receiver.mode = 'ok';
    receiver.requests.length = 0;
    receiver.accepted.length = 0;
  }
  clock = manualClock();
  store = new SqliteLeadStore(`${dir.path}/leads-${++counter}.sqlite`);
});
afterEach(() => store.close());

const config = (env: { autoReply?: boolean } = {}): ChannelWorkersOptions['config'] => ({
  smtpUrl: smtp.url,
  mail: MAIL,
  notify: {
    slackWebhookUrl: slack.url,
    leadsWebhook: { url: webhook.url, secret: SECRET },
    autoReply: env.autoReply ?? true,
  },
});

function workers(extra: Partial<ChannelWorkersOptions> = {}) {
  return createChannelWorkers({
    store,
    config: config(),
    sender,
    site: SITE,
    clock,
    log: createMemoryLogger(),
    retry: { baseMs: 1_000, capMs: 4_000 },
    ...extra,
  });
}

function lead(id: string, email = 'jane@example.com'): Lead {
  return {
    id,
    receivedAt: new Date(clock.now()).toISOString(),
    name: 'Jane Doe',
    email,
    message: `Project ${id}`,
    sendNDA: 'No',
    file: null,
    ip: '203.0.113.7',
    userAgent: null,
  };
}

const mailTo = (address: string) => smtp.mails.filter((m) => m.envelopeTo.includes(address));
const runAll = (all: Map<ChannelName, OutboxWorker>) =>
  Promise.all([...all.values()].map((w) => w.runOnce()));

// The abuse trial: bücher.de and its punycode were two windows, though nodemailer sends both as one.
test.each([
  ['J.Doe+1@Gmail.com', 'jdoe@gmail.com'],
  ['bob@bücher.de', 'bob@xn--bcher-kva.de'],
])('%s and %s are one mailbox for the auto-reply window', (a, b) => {
  expect(normaliseAddress(a)).toBe(normaliseAddress(b));
});

describe('outbox channels, each on its own', () => {
  it('queues a row per configured channel; none exists without its URL; auto-reply only with mail', () => {
    expect(outboxPlan(config()).channels).toEqual(['email', 'autoReply', 'slack', 'webhook']);
    const none = { slackWebhookUrl: null, leadsWebhook: null, autoReply: true };
    expect(outboxPlan({ smtpUrl: smtp.url, notify: none }).channels).toEqual(['email', 'autoReply']);
    expect(outboxPlan({ smtpUrl: null, notify: none }).channels).toEqual(['email']);
    expect(outboxPlan({ smtpUrl: smtp.url, notify: { ...none, autoReply: false } }).channels).toEqual([
      'email',
    ]);
    expect([...workers({ config: { ...config(), notify: none } }).keys()]).toEqual(['email', 'autoReply']);
  });

  it('delivers each lead once on every channel: team mail, auto-reply, Slack, signed webhook', async () => {
    await store.saveLead(lead('all'), outboxPlan(config()));
    const all = workers();
    await runAll(all);
    await runAll(all);
    expect(mailTo('hello@fernhill.studio')).toHaveLength(1);
    expect(mailTo('jane@example.com')).toHaveLength(1);
    expect(slack.accepted).toHaveLength(1);
    expect(webhook.accepted).toHaveLength(1);
    const [event] = webhook.accepted;
    const signature = String(event?.headers['x-fernhill-signature']);
    expect(verifySignature(signature, event?.body ?? '', SECRET, clock.now() / 1000)).toBe(true);
    const channels = (await store.listLeads(1))[0]?.channels ?? {};
    expect(Object.keys(channels).sort()).toEqual(['autoReply', 'email', 'slack', 'webhook']);
    for (const status of Object.values(channels))
      expect(status).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('the auto-reply: reference, what happens next and when, the booking link; nothing the visitor wrote', async () => {
    await store.saveLead({ ...lead('reply'), name: 'Buy pills at spam.example' }, outboxPlan(config()));
    await workers().get('autoReply')?.runOnce();
    const [reply] = mailTo('jane@example.com');
    expect(reply?.headers['subject']).toBe(`We received your request (${leadReference('reply')})`);
    expect(reply?.headers['auto-submitted']).toBe('auto-replied');
    expect(reply?.headers['reply-to']).toBe('Fernhill Studio <hello@fernhill.studio>');
    expect(reply?.body).toContain(`Its reference is ${leadReference('reply')}.`);
    expect(reply?.body).toContain('within one business day');
    expect(reply?.body).toContain('book a call: https://cal.com/fernhill-studio/intro-call');
    expect(reply?.body).not.toMatch(/pills|Project reply/);
  });

  it('sends at most one auto-reply per normalised address a day, and every other channel each time', async () => {
    const plan = outboxPlan(config());
    await store.saveLead(lead('r1', 'jane@example.com'), plan);
    clock.advance(60_000);
    await store.saveLead(lead('r2', 'Jane+again@Example.COM'), plan);
    clock.advance(24 * 60 * 60 * 1000 - 60_000);
    await store.saveLead(lead('r3', 'jane@example.com'), plan); // a day after the first: a new window
    const all = workers();
    for (let i = 0; i < 3; i++) await runAll(all);
    expect(mailTo('hello@fernhill.studio')).toHaveLength(3);
    expect(slack.accepted).toHaveLength(3);
    expect(webhook.accepted).toHaveLength(3);
    const replies = smtp.mails.filter((m) => m.headers['auto-submitted']).map((m) => m.headers['message-id']);
    expect(replies.sort()).toEqual(['<reply-r1@fernhill.studio>', '<reply-r3@fernhill.studio>']);
  });

  it('a channel that fails forever ends in its dead letter while e-mail and the other channel are delivered', async () => {
    slack.mode = 'error500';
    const log = createMemoryLogger();
    await store.saveLead(lead('doomed'), outboxPlan(config()));
    const all = workers({ log, maxAttempts: 3 });
    for (let round = 0; round < 5; round++) {
      await runAll(all);
      clock.advance(4_000);
    }
    expect(slack.requests).toHaveLength(3);
    expect(mailTo('hello@fernhill.studio')).toHaveLength(1);
    expect(webhook.accepted).toHaveLength(1);
    const channels = (await store.listLeads(1))[0]?.channels;
    expect(channels?.slack).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: expect.stringMatching(/Slack webhook answered 500$/),
    });
    expect(channels?.email?.state).toBe('sent');
    expect(log.entries.filter((e) => e.severity === 'ERROR')).toEqual([
      expect.objectContaining({ event: 'outbox.dead_letter', channel: 'slack', id: 'doomed', attempts: 3 }),
    ]);
  });

  it('a refusal no retry can change (4xx) goes to the dead letter at once', async () => {
    webhook.mode = 'error400';
    await store.saveLead(lead('refused'), outboxPlan(config()));
    await workers().get('webhook')?.runOnce();
    expect((await store.listLeads(1))[0]?.channels?.webhook).toMatchObject({ state: 'dead', attempts: 1 });
  });

  it.each(['stall', 'drip'] as const)(
    'a receiver that %ss delays no mail, no other channel and no later lead; its limit ends the exchange',
    async (mode) => {
      slack.mode = mode;
      const all = workers({ clock: systemClock, idleMs: 10_000, httpTimeoutMs: 1_500 });
      all.forEach((w) => w.start());
      const plan = outboxPlan(config());
      try {
        const sinceStored = stopwatch();
        for (const id of [`${mode}1`, `${mode}2`]) {
          await store.saveLead({ ...lead(id), receivedAt: new Date().toISOString() }, plan);
          all.forEach((w) => w.wake());
        }
        const others = () =>
          mailTo('hello@fernhill.studio').length === 2 &&
          webhook.accepted.length === 2 &&
          slack.requests.length === 2;
        expect(await waitFor(others, 1_200)).toBe(true);
        expect(sinceStored()).toBeLessThan(1_200);
        expect(slack.accepted).toHaveLength(0);
        slack.mode = 'ok';
        // The limit ends both held exchanges; their retries (1 s later) go through, once each.
        await waitFor(() => slack.accepted.length >= 2, 6_000);
        expect(slack.accepted).toHaveLength(2);
      } finally {
        await Promise.all([...all.values()].map((w) => w.stop()));
      }
    },
    15_000,
  );
});

describe('the auto-reply follows only a lead that passed every check', () => {
  const deps = (verify: ContactDeps['verifyCaptcha']): ContactDeps => ({
    store,
    verifyCaptcha: verify,
    verifyAppCheck: appCheckNotEnforced,
    inspectAttachment: async () => ({ ok: true }),
    rateLimiter: noRateLimit,
    clock,
    log: createMemoryLogger(),
    config: { maxBodyBytes: 64 * 1024, fileUrlPrefixes: [] },
    outboxPlan: outboxPlan(config()),
  });
  const post = (body: object, d: ContactDeps) =>
    handleContactRequest(
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        rawBody: Buffer.from(JSON.stringify(body)),
        ip: '203.0.113.7',
      },
      d,
    );
  const VALID = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need an app.', sendNDA: 'No' };

  it('never after a honeypot, a failed captcha or a refusal; once after a valid request, whose answer has its reference', async () => {
    const pass = deps(async () => ({ ok: true }));
    const fail = deps(async () => ({ ok: false, reason: 'rejected' }));
    expect((await post({ ...VALID, website: 'x' }, pass)).body).toMatchObject({
      ok: true,
      reference: /^FH-/,
    });
    expect((await post(VALID, fail)).status).toBe(403);
    expect((await post({ ...VALID, email: 'not an address' }, pass)).status).toBe(400);
    expect(await store.countLeads()).toBe(0);
    const accepted = await post(VALID, pass);
    expect(accepted.body).toEqual({
      ok: true,
      id: expect.any(String),
      reference: leadReference(accepted.body.ok ? accepted.body.id : ''),
    });
    await workers().get('autoReply')?.runOnce();
    expect(mailTo('jane@example.com')).toHaveLength(1);
  });
});
