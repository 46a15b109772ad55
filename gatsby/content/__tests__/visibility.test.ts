/** @jest-environment node */
import type { ContentEntry } from '../check.ts';
import { decideVisibility, isPreviewBuild } from '../visibility.ts';

const entry = (file: string, extra: Partial<ContentEntry> = {}): ContentEntry => ({
  type: 'CaseStudy',
  slug: file,
  file,
  data: {},
  body: '',
  route: `/Cases/${file}`,
  ...extra,
});
const now = new Date('2026-06-01T12:00:00Z');

describe('which files get a page, decided when pages are made', () => {
  const entries = [
    entry('Mila'),
    entry('Draft', { data: { draft: true } }),
    entry('next-month', { type: 'BlogPost', data: { date: '2026-07-01' } }),
    entry('Health', { type: 'Industry' }),
    entry('Uses', { refs: [{ field: 'industry', to: 'Industry', slug: 'Health' }] }),
    entry('Lists', {
      type: 'ServicePage',
      refs: [{ field: 'relatedCases[0]', to: 'CaseStudy', slug: 'Uses' }],
    }),
  ];

  it('leaves drafts and scheduled posts out of a production build, and shows them in develop', () => {
    expect([...decideVisibility(entries, new Set(), { production: true, now }).shown].sort()).toEqual([
      'Health',
      'Lists',
      'Mila',
      'Uses',
    ]);
    expect(decideVisibility(entries, new Set(), { production: false, now }).shown.size).toBe(entries.length);
  });

  it('keeps drafts and scheduled posts in a preview build, each with why it is held back', () => {
    const preview = decideVisibility(entries, new Set(), { production: true, preview: true, now });
    expect(preview.shown.size).toBe(entries.length);
    expect(Object.fromEntries(preview.held)).toEqual({
      Draft: { status: 'draft', label: 'Draft' },
      'next-month': { status: 'scheduled', label: 'Scheduled for 1 July 2026', date: '2026-07-01' },
    });
    // Develop marks them the same way; a production build has none to mark.
    expect([...decideVisibility(entries, new Set(), { production: false, now }).held.keys()]).toEqual([
      'Draft',
      'next-month',
    ]);
    expect(decideVisibility(entries, new Set(), { production: true, now }).held.size).toBe(0);
  });

  it('is a preview build only when PREVIEW_DRAFTS is exactly "true"', () => {
    expect(isPreviewBuild({ PREVIEW_DRAFTS: 'true' })).toBe(true);
    for (const value of [undefined, '', 'false', '1', 'TRUE'])
      expect(isPreviewBuild({ PREVIEW_DRAFTS: value })).toBe(false);
  });

  it('keeps every page that does not show a bad file, and says which file stops the others', () => {
    const { shown, broken } = decideVisibility(entries, new Set(['Health']), { production: false, now });
    expect([...shown].sort()).toEqual(['Draft', 'Mila', 'next-month']);
    expect(Object.fromEntries(broken)).toEqual({ Health: ['Health'], Uses: ['Health'], Lists: ['Health'] });
  });
});
