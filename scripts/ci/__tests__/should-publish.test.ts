/** @jest-environment node */
import { mainWorkflowHolds, shouldPublish } from '../lib/should-publish';

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

describe('the main workflow holding the scheduled publish back', () => {
  const SHA = 'abc1234def';
  type Run = { status: string; conclusion: string | null; head_sha: string };
  const runs = (list: Run[]) => async (url: string) => {
    expect(url).toBe(
      'https://api.github.com/repos/o/r/actions/workflows/main.yml/runs?branch=main&per_page=30',
    );
    return new Response(
      JSON.stringify({ workflow_runs: list.map((run, n) => ({ ...run, html_url: `https://run/${n}` })) }),
    );
  };
  const done = (head_sha: string, conclusion = 'success') => ({ status: 'completed', conclusion, head_sha });
  const holds = (list: Run[]) => mainWorkflowHolds({ repo: 'o/r', token: 't', sha: SHA }, runs(list));

  it('holds while a run of main.yml is queued or running: that run deploys main itself', async () => {
    expect(await holds([{ status: 'queued', conclusion: null, head_sha: 'newer' }, done(SHA)])).toMatch(
      /^a run of the main workflow is not finished .*\(https:\/\/run\/0\)$/,
    );
    expect(await holds([{ status: 'in_progress', conclusion: null, head_sha: SHA }])).toMatch(/not finished/);
  });

  it('holds when the last run for the commit built failed, so an untested main is not published', async () => {
    expect(await holds([done(SHA, 'failure'), done(SHA)])).toBe(
      'the main workflow\'s last run for abc1234 ended "failure" (https://run/0); fix main first',
    );
  });

  it('lets it publish when every run has finished and this commit’s last one is green', async () => {
    expect(await holds([done(SHA), done('older', 'failure')])).toBeUndefined();
    expect(await holds([])).toBeUndefined();
  });

  it('fails rather than guess when GitHub cannot say', async () => {
    const refused = async () => new Response('{}', { status: 403 });
    await expect(mainWorkflowHolds({ repo: 'o/r', token: 't', sha: SHA }, refused)).rejects.toThrow(/: 403$/);
  });
});
