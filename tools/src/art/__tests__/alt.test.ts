/** @jest-environment node */
import fs from 'node:fs';
import matter from 'gray-matter';
import { planArt } from '../plan.ts';
import { isGenerated } from '../files.ts';
import { withAltTexts } from '../alt.ts';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

describe('alt text of drawn art', () => {
  it('says what each drawn image in the content shows (npm run art writes it)', () => {
    const jobs = planArt(REPO_ROOT).jobs.filter((j) => j.alt && isGenerated(j.file));
    expect(jobs.length).toBeGreaterThan(100);
    const wrong = jobs.flatMap((job) => {
      const data = matter(fs.readFileSync(job.alt!.file, 'utf8')).data as Record<string, unknown>;
      const actual =
        job.alt!.field === 'coverAlt'
          ? data.coverAlt
          : job.kind === 'hero art'
            ? (data.hero as { imageAlt?: string }).imageAlt
            : (data.features as Array<{ imageAlt?: string }>)[job.alt!.index]?.imageAlt;
      return actual === job.alt!.alt ? [] : [`${job.alt!.file}: ${String(actual)} ≠ ${job.alt!.alt}`];
    });
    expect(wrong).toEqual([]);
  });

  it('rewrites only the targeted line of a content file', () => {
    const text = 'coverAlt: old\nfeatures:\n  - imageAlt: a\n  - imageAlt: b\n';
    expect(
      withAltTexts(text, [
        { file: 'x', field: 'imageAlt', index: 1, alt: 'Drawn: two' },
        { file: 'x', field: 'coverAlt', index: 0, alt: 'Cover' },
      ]),
    ).toBe('coverAlt: "Cover"\nfeatures:\n  - imageAlt: a\n  - imageAlt: "Drawn: two"\n');
  });
});
