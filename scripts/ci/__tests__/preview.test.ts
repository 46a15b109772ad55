/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREVIEW_PLACEHOLDER, withPreviewLinks } from '../lib/pr-comment';
import { previewHostingConfig } from '../lib/preview-config';
import { pullRequestOfRun } from '../lib/run-pull-request';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const root = path.resolve(__dirname, '../../..');

describe('which pull request a finished run was for', () => {
  const head = { repo: 'fernhill/site', token: 't', headOwner: 'someone', headBranch: 'post', headSha: 'b' };

  it('is the open pull request from that head at that commit, asked of GitHub', async () => {
    const urls: string[] = [];
    const fetchFn = async (url: string) => {
      urls.push(url);
      return json([
        { number: 3, user: { login: 'someone' }, head: { sha: 'a', repo: { full_name: 'someone/site' } } },
        { number: 4, user: { login: 'someone' }, head: { sha: 'b', repo: { full_name: 'someone/site' } } },
      ]);
    };
    expect(await pullRequestOfRun(head, fetchFn)).toEqual({ number: 4, author: 'someone', origin: 'fork' });
    expect(urls).toEqual(['https://api.github.com/repos/fernhill/site/pulls?state=open&head=someone%3Apost']);
  });

  it('fails rather than guess when no open pull request has that commit', async () => {
    await expect(pullRequestOfRun(head, async () => json([]))).rejects.toThrow(/No open pull request/);
  });
});

test('the static diff’s placeholder links become the preview’s', () => {
  const markdown = `[/Blog/x](${PREVIEW_PLACEHOLDER}/Blog/x) and [/](${PREVIEW_PLACEHOLDER}/)`;
  expect(withPreviewLinks(markdown, 'https://s--pr-4-abc.web.app/')).toBe(
    '[/Blog/x](https://s--pr-4-abc.web.app/Blog/x) and [/](https://s--pr-4-abc.web.app/)',
  );
});

describe('the preview’s Hosting configuration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-config-'));
  const site = path.join(dir, 'site');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(site, 'Blog', 'post'), { recursive: true });
  fs.writeFileSync(path.join(site, '404.html'), '<script>a()</script>');
  fs.writeFileSync(path.join(site, 'Blog', 'post', 'index.html'), '<script>b()</script>');
  const base = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const config = previewHostingConfig(
    { ...base, hosting: { ...base.hosting, predeploy: ['npm run x'] } },
    site,
    'site',
    ['/Blog/post'],
    {},
  ) as { hosting: Record<string, unknown> } & Record<string, unknown>;

  it('is the trusted firebase.json’s hosting alone, serving the downloaded folder, with no hook', () => {
    expect(Object.keys(config)).toEqual(['hosting']);
    expect(config.hosting['public']).toBe('site');
    expect(config.hosting['predeploy']).toBeUndefined();
    expect(config.hosting['rewrites']).toEqual(base.hosting.rewrites);
  });

  it('has each built page’s script hashes and its letter-case redirect, as the build derives them', () => {
    const headers = config.hosting['headers'] as Array<{ source: string; headers: { value: string }[] }>;
    expect(headers.find((h) => h.source === '/Blog/post')?.headers[0]?.value).toMatch(/'sha256-/);
    const redirects = config.hosting['redirects'] as Array<{ destination: string }>;
    expect(redirects.some((r) => r.destination === '/Blog/post')).toBe(true);
  });
});
