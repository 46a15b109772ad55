/** @jest-environment node */
import { formatMarkdown, wordCount } from '../lib/page-report-markdown.ts';

describe('diff:static --format markdown', () => {
  const comparison = {
    added: ['/Blog/new-post'],
    removed: ['/Cases/Old'],
    changed: [
      { route: '/', added: 2, removed: 1, diff: '--- a/\n+++ b/\n@@ -1,1 +1,2 @@\n-old\n+new\n+more' },
    ],
    unchanged: ['/Blog'],
    held: [],
  };
  const words: Record<string, { before?: number; after?: number }> = {
    '/Blog/new-post': { after: 640 },
    '/Cases/Old': { before: 300 },
    '/': { before: 1200, after: 1212 },
  };
  const md = formatMarkdown(comparison, {
    fromLabel: 'HEAD~1',
    toLabel: 'working tree',
    siteUrl: 'https://fernhill.studio',
    words: (route) => words[route] ?? {},
  });

  it('summarises and lists pages with their word counts, new ones unlinked without a preview', () => {
    expect(md).toContain('**1** added · **1** removed · **1** changed · 1 unchanged');
    expect(md).toContain('#### Added (no preview to link)');
    expect(md).toContain('| `/Blog/new-post` | 640 |  |');
    expect(md).toContain('| [`/Cases/Old`](https://fernhill.studio/Cases/Old) | 300 |  |');
    expect(md).toContain('| [`/`](https://fernhill.studio/) | 1200 → 1212 (+12) | +2 −1 |');
  });

  it('links pages as they are now to the preview, removed ones to the live site', () => {
    const withPreview = formatMarkdown(comparison, {
      fromLabel: 'origin/main',
      toLabel: 'working tree',
      siteUrl: 'https://fernhill.studio',
      previewUrl: 'https://fernhill--pr-7-abc.web.app/',
      words: (route) => words[route] ?? {},
    });
    expect(withPreview).toContain(
      '| [`/Blog/new-post`](https://fernhill--pr-7-abc.web.app/Blog/new-post) | 640 |  |',
    );
    expect(withPreview).toContain(
      '| [`/`](https://fernhill--pr-7-abc.web.app/) | 1200 → 1212 (+12) | +2 −1 |',
    );
    expect(withPreview).toContain('| [`/Cases/Old`](https://fernhill.studio/Cases/Old) | 300 |  |');
    expect(withPreview).not.toContain('https://fernhill.studio/Blog/new-post');
  });

  it('folds each changed page’s diff', () => {
    expect(md).toContain('<details><summary><code>/</code>: +2 −1 lines</summary>\n\n```diff\n--- a/');
    expect(md).toContain('+more\n```\n\n</details>');
  });

  it('folds a change to the shell once, naming the other pages it is on', () => {
    const navigation = (route: string) => ({
      route,
      added: 1,
      removed: 1,
      diff: `--- a${route}\n+++ b${route}\n@@ -4,1 +4,1 @@\n-<a href="/Cases">Work</a>\n+<a href="/Cases">Cases</a>`,
    });
    const shell = formatMarkdown(
      { added: [], removed: [], changed: ['/', '/Blog', '/Cases'].map(navigation), unchanged: [], held: [] },
      { fromLabel: 'a', toLabel: 'b', siteUrl: 'https://fernhill.studio', words: () => ({}) },
    );
    expect(shell.match(/<details>/g)).toHaveLength(1);
    expect(shell).toContain(
      '<details><summary><code>/</code> and 2 more pages, the same change: +1 −1 lines</summary>\n\nAlso on `/Blog`, `/Cases`.',
    );
    // Each page is still listed in the table.
    expect(shell).toContain('| [`/Cases`](https://fernhill.studio/Cases) |');
  });

  it('lists a preview build’s drafts and scheduled posts first, linked to the preview', () => {
    const preview = formatMarkdown(
      {
        ...comparison,
        held: [
          { route: '/Blog/draft', status: 'draft', label: 'Draft', change: 'unchanged' },
          {
            route: '/Blog/soon',
            status: 'scheduled',
            label: 'Scheduled for 3 December 2026',
            change: 'added',
          },
        ],
      },
      {
        fromLabel: 'origin/main',
        toLabel: 'working tree',
        siteUrl: 'https://fernhill.studio',
        previewUrl: 'https://fernhill--pr-7-abc.web.app',
        words: () => ({}),
      },
    );
    expect(preview).toContain('· **2** draft or scheduled');
    expect(preview).toContain('#### Draft and scheduled (on the preview; not on the live site)');
    expect(preview).toContain(
      '| [`/Blog/draft`](https://fernhill--pr-7-abc.web.app/Blog/draft) | Draft | unchanged |',
    );
    expect(preview).toContain(
      '| [`/Blog/soon`](https://fernhill--pr-7-abc.web.app/Blog/soon) | Scheduled for 3 December 2026 | added |',
    );
    expect(preview.indexOf('Draft and scheduled')).toBeLessThan(preview.indexOf('#### Added'));
    expect(md).not.toContain('draft or scheduled');
  });

  it('counts the words of the main content only', () => {
    expect(
      wordCount(
        '<html><body><nav>Menu items here</nav><main><h1>Hi there</h1><script>var x = 1;</script><p>Two&nbsp;words.</p></main></body></html>',
      ),
    ).toBe(4);
  });
});
