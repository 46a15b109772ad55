/** @jest-environment node */
import { heldBack, isPublished } from '../publication.ts';

const now = new Date('2026-11-23T10:00:00Z');
const production = { production: true, now };

describe('publication', () => {
  it('leaves drafts and posts dated after the build day out of a production build', () => {
    expect(isPublished({ draft: true, date: '2026-01-01' }, production)).toBe(false);
    expect(isPublished({ date: '2026-11-24' }, production)).toBe(false);
    expect(isPublished({ date: new Date('2026-11-24T00:00:00Z') }, production)).toBe(false);
    expect(isPublished({ date: '2026-11-23' }, production)).toBe(true);
    expect(isPublished({ draft: false }, production)).toBe(true);
    expect(isPublished({ draft: true }, { ...production, preview: false })).toBe(false);
  });

  it('keeps everything in development and in a preview build', () => {
    expect(isPublished({ draft: true }, { production: false, now })).toBe(true);
    expect(isPublished({ draft: true }, { ...production, preview: true })).toBe(true);
    expect(isPublished({ date: '2027-02-01' }, { ...production, preview: true })).toBe(true);
  });

  it('says why an entry is held back, the date in British long form', () => {
    expect(heldBack({ draft: true, date: '2027-02-01' }, now)).toEqual({ status: 'draft', label: 'Draft' });
    expect(heldBack({ date: '2026-12-03' }, now)).toEqual({
      status: 'scheduled',
      label: 'Scheduled for 3 December 2026',
      date: '2026-12-03',
    });
    expect(heldBack({ date: new Date('2026-11-24T00:00:00Z') }, now)?.label).toBe(
      'Scheduled for 24 November 2026',
    );
    expect(heldBack({ date: '2026-11-23' }, now)).toBeNull();
    expect(heldBack({}, now)).toBeNull();
  });
});
