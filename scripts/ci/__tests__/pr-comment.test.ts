import { MARKER, commentBody, previewFromFirebase, upsertComment } from '../lib/pr-comment';

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

  it('edits its own comment on the next push instead of adding one', async () => {
    const calls: [string, string][] = [];
    const fetchFn = async (url: string, init?: RequestInit) => {
      calls.push([init?.method ?? 'GET', url]);
      if (!init?.method)
        return json([
          { id: 1, body: 'A reviewer’s comment' },
          { id: 2, body: `${MARKER}\nold` },
        ]);
      return json({});
    };
    const result = await upsertComment({ token: 't', repo: 'o/r', pr: 7, body: `${MARKER}\nnew` }, fetchFn);
    expect(result).toBe('updated');
    expect(calls).toEqual([
      ['GET', 'https://api.github.com/repos/o/r/issues/7/comments?per_page=100&page=1'],
      ['PATCH', 'https://api.github.com/repos/o/r/issues/comments/2'],
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
