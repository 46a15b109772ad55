import type { ContentEntry } from '../check.ts';
import { decideVisibility } from '../visibility.ts';

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

  it('keeps every page that does not show a bad file, and says which file stops the others', () => {
    const { shown, broken } = decideVisibility(entries, new Set(['Health']), { production: false, now });
    expect([...shown].sort()).toEqual(['Draft', 'Mila', 'next-month']);
    expect(Object.fromEntries(broken)).toEqual({ Health: ['Health'], Uses: ['Health'], Lists: ['Health'] });
  });
});
