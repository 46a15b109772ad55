/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatMarkdown } from '@fernhill/site-tools/lib/page-report-markdown';
import {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  MARKER,
  commentBody,
  deliverComment,
  noPreviewReason,
  previewFromFirebase,
  pullRequestOrigin,
  readPreview,
  upsertComment,
} from '../lib/pr-comment';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('the pull request comment', () => {
  it('carries the preview URL and the diff under one marker', () => {
    const body = commentBody({
      sha: '0123456789abcdef',
      diffMarkdown: '**Pages:** 1 added\n',
      previewUrl: 'https://site--pr-7-abc.web.app',
      expiresAt: '2026-12-01T10:00:00Z',
    });
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain('**Preview:** https://site--pr-7-abc.web.app (until 2026-12-01)');
    expect(body).toContain('0123456');
    expect(body).toContain('**Pages:** 1 added');
  });

  it('says why there is no preview', () => {
    expect(
      commentBody({ sha: 'abc', diffMarkdown: '', noPreview: 'this pull request comes from a fork.' }),
    ).toContain('**No preview:** this pull request comes from a fork.');
  });

  it('tells Dependabot, a fork and a maintainer’s branch apart', () => {
    const repo = { GITHUB_REPOSITORY: 'fernhill/site' };
    const dependabot = pullRequestOrigin({
      ...repo,
      PR_AUTHOR: 'dependabot[bot]',
      HEAD_REPO: 'fernhill/site',
    });
    const fork = pullRequestOrigin({ ...repo, PR_AUTHOR: 'someone', HEAD_REPO: 'someone/site' });
    const branch = pullRequestOrigin({ ...repo, PR_AUTHOR: 'writer', HEAD_REPO: 'fernhill/site' });
    expect([dependabot, fork, branch]).toEqual(['dependabot', 'fork', 'branch']);
    expect(noPreviewReason(dependabot, false)).toMatch(/^Dependabot’s pull requests get no Actions secrets/);
    expect(noPreviewReason(dependabot, false)).not.toMatch(/fork/);
    expect(noPreviewReason(fork, false)).toMatch(/from a fork/);
    expect(noPreviewReason(branch, false)).toMatch(/no `FIREBASE_PREVIEW_SERVICE_ACCOUNT` secret/);
    expect(noPreviewReason(branch, true)).toMatch(/preview deploy failed/);
  });

  it('says the contact form is off on a preview built without the repository variables', () => {
    const report = { sha: 'abc', diffMarkdown: '', previewUrl: 'https://x--pr-7.web.app' };
    expect(
      commentBody({
        ...report,
        missingFormVariables: ['GATSBY_FIREBASE_API_KEY', 'GATSBY_RECAPTCHA_SITE_KEY'],
      }),
    ).toContain(
      '**Contact form off on this preview:** the repository variables `GATSBY_FIREBASE_API_KEY`, `GATSBY_RECAPTCHA_SITE_KEY` are not set',
    );
    expect(commentBody({ ...report, missingFormVariables: [] })).not.toContain('Contact form off');
  });

  it('reads the channel URL from firebase hosting:channel:deploy --json', () => {
    const out = JSON.stringify({
      status: 'success',
      result: { 'fernhill-studio': { url: 'https://x--pr-7.web.app', expireTime: '2026-12-01T00:00:00Z' } },
    });
    expect(previewFromFirebase(out)).toEqual({
      url: 'https://x--pr-7.web.app',
      expiresAt: '2026-12-01T00:00:00Z',
    });
    expect(() => previewFromFirebase(JSON.stringify({ status: 'error' }))).toThrow(/No preview URL/);
  });

  it('has no preview where the deploy did not run or failed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
    const failed = path.join(dir, 'preview.json');
    fs.writeFileSync(failed, JSON.stringify({ status: 'error', error: 'HTTP Error: 403' }));
    expect(readPreview(failed)).toBeUndefined();
    expect(readPreview(path.join(dir, 'missing.json'))).toBeUndefined();
    expect(readPreview(undefined)).toBeUndefined();
    const ok = path.join(dir, 'ok.json');
    fs.writeFileSync(
      ok,
      JSON.stringify({ status: 'success', result: { site: { url: 'https://s--pr-1.web.app' } } }),
    );
    expect(readPreview(ok)).toEqual({ url: 'https://s--pr-1.web.app', expiresAt: undefined });
  });

  it('edits its own comment on the next push instead of adding one', async () => {
    const calls: [string, string][] = [];
    const fetchFn = async (url: string, init?: RequestInit) => {
      calls.push([init?.method ?? 'GET', url]);
      if (!init?.method)
        return json([
          { id: 1, body: 'A reviewer’s comment', user: { login: 'reviewer' } },
          // The marker alone is not enough: anyone can start a comment with it.
          { id: 2, body: `${MARKER}\nplanted`, user: { login: 'someone' } },
          { id: 3, body: `${MARKER}\nold`, user: { login: 'github-actions[bot]' } },
        ]);
      return json({});
    };
    const result = await upsertComment({ token: 't', repo: 'o/r', pr: 7, body: `${MARKER}\nnew` }, fetchFn);
    expect(result).toBe('updated');
    expect(calls).toEqual([
      ['GET', 'https://api.github.com/repos/o/r/issues/7/comments?per_page=100&page=1'],
      ['PATCH', 'https://api.github.com/repos/o/r/issues/comments/3'],
    ]);
  });

  it('adds the comment on the first push', async () => {
    const methods: string[] = [];
    const fetchFn = async (_url: string, init?: RequestInit) => {
      methods.push(init?.method ?? 'GET');
      return init?.method ? json({}, 201) : json([{ id: 1, body: 'hi' }]);
    };
    expect(await upsertComment({ token: 't', repo: 'o/r', pr: 7, body: 'b' }, fetchFn)).toBe('created');
    expect(methods).toEqual(['GET', 'POST']);
  });
});

describe('a static diff larger than GitHub allows in a comment', () => {
  const ARTIFACT = 'https://github.com/o/r/actions/runs/1/artifacts/2';
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  /** A navigation label changed on every page, as diff:static --format markdown reports it. */
  function navigationChange(pages: number, linesPerPage: number): string {
    const changed = Array.from({ length: pages }, (_, n) => {
      const lines = Array.from(
        { length: linesPerPage },
        (_, l) =>
          `${l % 2 ? '+' : '-'}<li><a href="/Services/page-${n}-${l}">Säo Paulo — label ${l}</a></li>`,
      );
      return {
        route: `/Cases/Page-${n}`,
        added: linesPerPage / 2,
        removed: linesPerPage / 2,
        diff: [`--- a/Cases/Page-${n}`, `+++ b/Cases/Page-${n}`, '@@ -1,40 +1,40 @@', ...lines].join('\n'),
      };
    });
    return formatMarkdown(
      { added: ['/Blog/new-post'], removed: [], changed, unchanged: [], held: [] },
      {
        fromLabel: 'origin/main (0123456789)',
        toLabel: 'working tree',
        siteUrl: 'https://fernhill.studio',
        previewUrl: 'https://fernhill--pr-7.web.app',
        words: () => ({ before: 100, after: 101 }),
      },
    );
  }
  const wellFormed = (body: string) => {
    expect(body.match(/^```/gm)!.length % 2).toBe(0);
    expect(body.match(/^<details>/gm)?.length).toBe(body.match(/^<\/details>$/gm)?.length);
  };

  it('keeps the comment under the limit, every page named, and links the full report', () => {
    const diff = navigationChange(60, 40);
    expect(diff.length).toBeGreaterThan(70_000);
    const body = commentBody({ sha: 'abcdef0', diffMarkdown: diff, fullReportUrl: ARTIFACT });
    expect(bytes(body)).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(COMMENT_BUDGET).toBeLessThan(GITHUB_COMMENT_LIMIT);
    expect(body).toContain('| [`/Blog/new-post`](https://fernhill--pr-7.web.app/Blog/new-post) |');
    // The tables fit whole; every page keeps a shortened diff rather than the first few all of it.
    for (let n = 0; n < 60; n++) expect(body).toContain(`<summary><code>/Cases/Page-${n}</code>`);
    expect(body).toMatch(/Cut to fit GitHub's comment limit: 60 page diffs shortened\./);
    expect(body).toContain(`[The full report](${ARTIFACT}): the workflow run's \`static-diff\` artifact.`);
    expect(body).toMatch(/_… \d+ more lines: see the note below\._\n\n<\/details>/);
    wellFormed(body);
  });

  it('names the pages whose diffs it leaves out when there are too many to show', () => {
    const diff = navigationChange(400, 40);
    const body = commentBody({ sha: 'abcdef0', diffMarkdown: diff, fullReportUrl: ARTIFACT });
    expect(bytes(body)).toBeLessThanOrEqual(COMMENT_BUDGET);
    const [, count, names] = /(\d+) page diffs left out \((.*?)\)\./.exec(body) ?? [];
    expect(Number(count)).toBeGreaterThan(0);
    expect(names).toMatch(/^`\/Cases\/Page-\d+`, `/);
    expect(names).toMatch(/and \d+ more$/);
    expect(body).toContain('the page tables shortened');
    wellFormed(body);
  });

  it('leaves a diff that fits as it is', () => {
    const diff = navigationChange(3, 4);
    const body = commentBody({ sha: 'abcdef0', diffMarkdown: diff, fullReportUrl: ARTIFACT });
    expect(body).toContain(diff.trim());
    expect(body).not.toContain('Cut to fit');
  });
});

describe('a token that may not comment', () => {
  const summary = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'summary.md');
  // What GitHub answers a read-only token: it may read the comments, not write one.
  const readOnly = async (_url: string, init?: RequestInit) =>
    init?.method
      ? json({ message: 'Resource not accessible by integration' }, 403)
      : json([{ id: 1, body: 'hi' }]);

  it('writes the report to the job summary on a 403, says why, and does not throw', async () => {
    const file = summary();
    const body = `${MARKER}\n### Site report for abcdef0`;
    const result = await deliverComment(
      { token: 't', repo: 'o/r', pr: 7, body, origin: 'dependabot', summaryFile: file },
      readOnly,
    );
    expect(result).toMatch(/^No pull request comment: GitHub answered 403/);
    const written = fs.readFileSync(file, 'utf8');
    expect(written).toContain('Dependabot’s pull requests get a read-only token');
    expect(written).toContain(body);
  });

  it('says “fork” for a fork', async () => {
    const file = summary();
    await deliverComment(
      { token: 't', repo: 'o/r', pr: 7, body: 'b', origin: 'fork', summaryFile: file },
      readOnly,
    );
    expect(fs.readFileSync(file, 'utf8')).toContain('a fork’s pull request gets a read-only token');
  });

  it('still fails on any other refusal, keeping the report in the summary', async () => {
    const file = summary();
    const down = async () => json({}, 502);
    await expect(
      deliverComment(
        { token: 't', repo: 'o/r', pr: 7, body: 'the report', origin: 'branch', summaryFile: file },
        down,
      ),
    ).rejects.toThrow('Listing comments: 502');
    expect(fs.readFileSync(file, 'utf8')).toContain('the report');
  });
});
