import { shouldPublish } from '../lib/should-publish';

const live =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('the scheduled publish', () => {
  it('does nothing when the live site serves the same build', async () => {
    const answer = await shouldPublish({ contentHash: 'abc' }, 'https://x.dev', live({ contentHash: 'abc' }));
    expect(answer.publish).toBe(false);
  });

  it('publishes when today’s build differs (a post dated today)', async () => {
    const answer = await shouldPublish(
      { contentHash: 'new' },
      'https://x.dev/',
      live({ contentHash: 'old' }),
    );
    expect(answer).toEqual({ publish: true, reason: 'today’s build differs from the live one' });
  });

  it('publishes when the live build cannot be read, and never without a local fingerprint', async () => {
    expect((await shouldPublish({ contentHash: 'a' }, 'https://x.dev', live({}, 404))).publish).toBe(true);
    const down = async () => Promise.reject(new TypeError('fetch failed'));
    expect((await shouldPublish({ contentHash: 'a' }, 'https://x.dev', down)).publish).toBe(true);
    expect((await shouldPublish({}, 'https://x.dev', live({ contentHash: 'a' }))).publish).toBe(false);
  });
});
