import { isPublished, unpublishedReason } from '../publication.ts';

const now = new Date('2026-11-23T10:00:00Z');
const production = { production: true, now };

describe('publication', () => {
  it('leaves drafts and posts dated after the build day out of a production build', () => {
    expect(isPublished({ draft: true, date: '2026-01-01' }, production)).toBe(false);
    expect(isPublished({ date: '2026-11-24' }, production)).toBe(false);
    expect(isPublished({ date: new Date('2026-11-24T00:00:00Z') }, production)).toBe(false);
    expect(isPublished({ date: '2026-11-23' }, production)).toBe(true);
    expect(isPublished({ draft: false }, production)).toBe(true);
  });

  it('keeps everything in development, saying why an entry is not public', () => {
    expect(isPublished({ draft: true }, { production: false, now })).toBe(true);
    expect(unpublishedReason({ draft: true }, now)).toMatch(/^Draft/);
    expect(unpublishedReason({ date: '2027-02-01' }, now)).toBe(
      'Scheduled: published by the first build on 2027-02-01',
    );
    expect(unpublishedReason({ date: '2026-11-01' }, now)).toBeNull();
  });
});
