/** @jest-environment node */
import { pageA, pageAChanged, pageARebuilt } from './fixtures/gatsby-pages.ts';
import { comparePages, formatComparison } from '../lib/page-compare.ts';

describe('comparePages', () => {
  const page = pageA;
  const before = new Map([
    ['/', '<html><body><h1>Home</h1></body></html>'],
    ['/Cases', page],
    ['/Blog', '<html><body><h1>Blog</h1></body></html>'],
    ['/Old', '<html><body>old</body></html>'],
  ]);
  const after = new Map([
    ['/', '<html><body><h1>Home</h1><p>New line</p></body></html>'],
    ['/Cases', pageARebuilt],
    ['/Blog', '<html><body><h1>Blog</h1></body></html>'],
    ['/New', '<html><body>new</body></html>'],
  ]);

  it('sorts pages into added, removed, changed and unchanged', () => {
    const c = comparePages(before, after);
    expect(c.added).toEqual(['/New']);
    expect(c.removed).toEqual(['/Old']);
    expect(c.changed.map((p) => p.route)).toEqual(['/']);
    expect(c.unchanged).toEqual(['/Blog', '/Cases']);
  });

  it('gives each changed page a unified diff of the normalised HTML', () => {
    const [home] = comparePages(before, after).changed;
    expect(home).toMatchObject({ route: '/', added: 3, removed: 0 });
    expect(home?.diff).toContain('--- a/\n+++ b/');
    expect(home?.diff).toContain('+    <p>\n+      New line\n+    </p>');
  });

  it('reports a real change in a Gatsby page, and only that', () => {
    const c = comparePages(new Map([['/Cases', page]]), new Map([['/Cases', pageAChanged]]));
    const diff = c.changed[0]?.diff ?? '';
    const changedLines = diff.split('\n').filter((l) => /^[-+][^-+]/.test(l));
    expect(changedLines).toEqual([
      '-      .css-[hash]{color:#123;animation:animation-[hash] 1s;}',
      '+      .css-[hash]{color:#456;animation:animation-[hash] 1s;}',
      '-            Case studies',
      '+            Our case studies',
    ]);
  });

  it('bounds each diff', () => {
    const big = (word: string) =>
      `<ul>${Array.from({ length: 100 }, (_, i) => `<li>${word} ${i}</li>`).join('')}</ul>`;
    const c = comparePages(new Map([['/x', big('a')]]), new Map([['/x', big('b')]]), { maxDiffLines: 40 });
    const lines = c.changed[0]?.diff.split('\n') ?? [];
    expect(lines).toHaveLength(2 + 40 + 1);
    expect(lines[lines.length - 1]).toMatch(/^… \d+ more diff lines$/);
  });
});

describe('a preview build’s drafts and scheduled posts', () => {
  const banner = (status: string, label: string) =>
    `<html><body><p role="note" data-held="${status}" class="css-1x"><strong>${label}</strong> · Only in previews</p><h1>Post</h1></body></html>`;
  const draft = banner('draft', 'Draft');
  const before = new Map([
    ['/Blog/draft', draft],
    ['/Blog/soon', banner('scheduled', 'Scheduled for 3 December 2026')],
  ]);
  const after = new Map([
    ['/Blog/draft', draft],
    ['/Blog/soon', banner('scheduled', 'Scheduled for 4 December 2026')],
    ['/Cases/New', banner('draft', 'Draft')],
    // A card's mark in a list is not a held page.
    ['/Blog', '<html><body><strong data-held="true">Draft</strong></body></html>'],
  ]);

  it('lists them apart, with their label and what changed, instead of as unchanged or added', () => {
    const c = comparePages(before, after);
    expect(c.held).toEqual([
      { route: '/Blog/draft', status: 'draft', label: 'Draft', change: 'unchanged' },
      { route: '/Blog/soon', status: 'scheduled', label: 'Scheduled for 4 December 2026', change: 'changed' },
      { route: '/Cases/New', status: 'draft', label: 'Draft', change: 'added' },
    ]);
    expect([...c.added, ...c.unchanged, ...c.changed.map((p) => p.route)]).toEqual(['/Blog']);
    const text = formatComparison(c);
    expect(text).toContain('3 draft or scheduled');
    expect(text).toContain('  draft     /Blog/draft  (Draft; unchanged)');
    expect(text).toContain('  scheduled /Blog/soon  (Scheduled for 4 December 2026; changed)');
  });

  it('says nothing of them for a normal build', () => {
    const text = formatComparison(comparePages(new Map([['/', '<p>a</p>']]), new Map([['/', '<p>a</p>']])));
    expect(text).not.toMatch(/draft|scheduled/i);
  });
});

describe('formatComparison', () => {
  it('prints a diff shared by several pages once', () => {
    const diff = (route: string) => `--- a${route}\n+++ b${route}\n@@ -1,1 +1,1 @@\n-old footer\n+new footer`;
    const text = formatComparison({
      added: [],
      removed: [],
      changed: ['/', '/Blog', '/Cases'].map((route) => ({ route, added: 1, removed: 1, diff: diff(route) })),
      unchanged: [],
      held: [],
    });
    expect(text.match(/\+new footer/g)).toHaveLength(1);
    expect(text).toContain(
      '--- a/\n+++ b/\n    (the same diff on 2 more pages: /Blog, /Cases)\n@@ -1,1 +1,1 @@',
    );
  });

  it('summarises counts and lists pages', () => {
    const text = formatComparison(
      {
        added: ['/New'],
        removed: [],
        changed: [{ route: '/', added: 1, removed: 1, diff: '--- a/\n+++ b/\n@@ -1,1 +1,1 @@\n-x\n+y' }],
        unchanged: ['/Blog'],
        held: [],
      },
      { fromLabel: 'HEAD~1', toLabel: 'working tree' },
    );
    expect(text).toContain('Static output: HEAD~1 → working tree');
    expect(text).toContain('Pages: 1 added, 0 removed, 1 changed, 1 unchanged');
    expect(text).toContain('  + /New');
    expect(text).toContain('  ~ /  (+1 -1 lines)');
    expect(text).toContain('-x\n+y');
  });
});
