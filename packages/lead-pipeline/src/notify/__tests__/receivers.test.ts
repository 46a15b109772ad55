/** @jest-environment node */
import { PermanentFailure } from '../../outbox/delivery.ts';
import type { Lead } from '../../store/types.ts';
import { startTestReceiver } from '../../testing/http-receiver.ts';
import type { ReceiverMode, TestReceiver } from '../../testing/http-receiver.ts';
import { stopwatch } from '../../testing/wait.ts';
import { postJson } from '../http-post.ts';
import { escapeMrkdwn, slackDelivery, slackMessage } from '../slack.ts';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
  webhookDelivery,
} from '../webhook.ts';

const SECRET = 'whsec-test-0123456789';
const T = Date.parse('2026-03-02T10:00:00.000Z');

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: '0b6f2a4e-9c1d-4e7a-8f3b-2d5c6e7f8a9b',
  receivedAt: new Date(T).toISOString(),
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need an iOS app.',
  sendNDA: 'No',
  file: null,
  ip: '203.0.113.7',
  userAgent: 'jest',
  ...overrides,
});

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startTestReceiver({ dripMs: 50 });
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.mode = 'ok';
  receiver.requests.length = 0;
  receiver.accepted.length = 0;
});

const post = (timeoutMs = 2_000) =>
  postJson({ url: receiver.url, body: '{"x":1}', timeoutMs, receiver: 'Test receiver' });

describe('postJson against a real receiver', () => {
  it('resolves once the receiver answers 2xx', async () => {
    await expect(post()).resolves.toBeUndefined();
    expect(receiver.accepted.map((r) => r.body)).toEqual(['{"x":1}']);
  });

  it.each<[ReceiverMode, boolean]>([
    ['error500', false],
    ['error429', false],
    ['error400', true],
  ])(
    'a receiver answering %s is a failure (permanent: %s), named without its URL',
    async (mode, permanent) => {
      receiver.mode = mode;
      const error: unknown = await post().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error instanceof PermanentFailure).toBe(permanent);
      expect(String(error)).not.toContain(receiver.url);
    },
  );

  it.each<ReceiverMode>(['stall', 'drip'])(
    'a receiver that %ss is cut off at the overall limit',
    async (mode) => {
      receiver.mode = mode;
      const elapsed = stopwatch();
      await expect(post(600)).rejects.toThrow(/600 ms in all/);
      expect(elapsed()).toBeLessThan(1_500);
    },
  );

  it('names a refused connection by its code', async () => {
    await expect(
      postJson({ url: 'http://127.0.0.1:1/hook', body: '{}', timeoutMs: 1_000, receiver: 'Nobody' }),
    ).rejects.toThrow('Nobody unreachable: ECONNREFUSED');
  });
});

describe('Slack message', () => {
  it('escapes the visitor’s text, so no link, mention or entity of theirs reaches Slack', () => {
    const hostile = lead({
      name: '<!channel> Jane & <https://evil.example|your bank>',
      email: 'a<@U123>@example.com',
      message: `Hi <!here>, see <https://evil.example|this> & ${'more '.repeat(100)}`,
      file: 'http://127.0.0.1/v0/b/x/o/contact%2Fa%7Cb.pdf?alt=media&token=t',
    });
    const { text } = slackMessage(hostile);
    // The only `<…>` left is our own attachment link.
    expect(text.match(/<[^>]*>/g)).toEqual([
      '<http://127.0.0.1/v0/b/x/o/contact%2Fa%7Cb.pdf?alt=media&amp;token=t|attachment>',
    ]);
    expect(text).toContain('&lt;!channel&gt; Jane &amp; &lt;https://evil.example|your bank&gt;');
    expect(text).toContain('> Hi &lt;!here&gt;');
    expect(text).toMatch(/FH-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(text.length).toBeLessThan(700); // an excerpt, not the message
    expect(escapeMrkdwn('a&b<c>')).toBe('a&amp;b&lt;c&gt;');
  });

  it('is posted as JSON to the incoming webhook', async () => {
    await slackDelivery(receiver.url).deliver(lead());
    const [request] = receiver.accepted;
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '{}')).toEqual(slackMessage(lead()));
  });
});

describe('signed webhook', () => {
  it('carries the event id as idempotency key and a signature the receiver verifies', async () => {
    const at = T + 42_000;
    await webhookDelivery(receiver.url, SECRET, () => at).deliver(lead());
    const [request] = receiver.accepted;
    const body = request?.body ?? '';
    const event = JSON.parse(body);
    expect(event).toMatchObject({
      id: `evt_lead_${lead().id}`,
      type: 'lead.created',
      data: { lead: { id: lead().id, email: 'jane@example.com', reference: expect.stringMatching(/^FH-/) } },
    });
    expect(event.data.lead).not.toHaveProperty('ip');
    expect(request?.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBe(event.id);
    const signature = String(request?.headers[SIGNATURE_HEADER.toLowerCase()]);
    expect(signature).toMatch(/^t=1772445642,v1=[0-9a-f]{64}$/);
    const nowSeconds = at / 1000;
    expect(verifySignature(signature, body, SECRET, nowSeconds)).toBe(true);
    expect(verifySignature(signature, body.replace('Jane', 'Joan'), SECRET, nowSeconds)).toBe(false);
    expect(verifySignature(signature, body, 'another-secret-0123', nowSeconds)).toBe(false);
    // A delivery replayed ten minutes later is refused.
    expect(verifySignature(signature, body, SECRET, nowSeconds + 600)).toBe(false);
    expect(verifySignature(undefined, body, SECRET, nowSeconds)).toBe(false);
    expect(verifySignature('t=1,v1=zz', body, SECRET, 1)).toBe(false);
  });

  it('signs each attempt afresh: a retry has a new timestamp and the same event id', async () => {
    const body = '{"id":"evt"}';
    expect(signatureHeader(SECRET, body, 100)).not.toBe(signatureHeader(SECRET, body, 101));
    let now = T;
    const delivery = webhookDelivery(receiver.url, SECRET, () => now);
    receiver.mode = 'error500';
    await expect(delivery.deliver(lead())).rejects.toThrow('Leads webhook answered 500');
    receiver.mode = 'ok';
    now += 5_000;
    await delivery.deliver(lead());
    const [first, second] = receiver.requests;
    expect(first?.headers['idempotency-key']).toBe(second?.headers['idempotency-key']);
    expect(first?.headers['x-fernhill-signature']).not.toBe(second?.headers['x-fernhill-signature']);
  });
});
