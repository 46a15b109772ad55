import { mainDeployUnderway, shouldPublish } from '../lib/should-publish';

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

describe('a deploy of main under way', () => {
  const runs = (statuses: string[]) => async (url: string) => {
    expect(url).toBe(
      'https://api.github.com/repos/o/r/actions/workflows/main.yml/runs?branch=main&per_page=30',
    );
    return new Response(
      JSON.stringify({
        workflow_runs: statuses.map((status, n) => ({ status, html_url: `https://run/${n}` })),
      }),
    );
  };

  it('is found when a run of main.yml is queued or running, so the scheduled run leaves it to that run', async () => {
    expect(await mainDeployUnderway({ repo: 'o/r', token: 't' }, runs(['completed', 'queued']))).toBe(
      'https://run/1',
    );
    expect(await mainDeployUnderway({ repo: 'o/r', token: 't' }, runs(['in_progress']))).toBe(
      'https://run/0',
    );
  });

  it('is not found when every run has finished', async () => {
    expect(
      await mainDeployUnderway({ repo: 'o/r', token: 't' }, runs(['completed', 'completed'])),
    ).toBeUndefined();
  });

  it('fails rather than guess when GitHub cannot say', async () => {
    const refused = async () => new Response('{}', { status: 403 });
    await expect(mainDeployUnderway({ repo: 'o/r', token: 't' }, refused)).rejects.toThrow(/: 403$/);
  });
});
