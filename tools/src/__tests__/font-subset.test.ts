/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fontFiles, subsetCoreFont } from '../lib/font-subset.ts';

const files = fontFiles(path.resolve(__dirname, '../../..'));

describe('the core font face', () => {
  it('is what npm run font writes from the installed Latin file (run it after changing either)', async () => {
    const written = await subsetCoreFont(files.latin);
    expect(Buffer.compare(fs.readFileSync(files.core), written)).toBe(0);
  });

  // The core face keeps only the features a browser applies by default (DEFAULT_FEATURES): a rule
  // asking for tabular figures or fractions would find none of their glyphs in it.
  it('serves a site whose styles ask for no other OpenType feature', () => {
    const asked = /font-?(feature-?settings|variant-?numeric|variant-?alternates|variant-?ligatures)/i;
    const src = path.resolve(__dirname, '../../../src');
    const styled = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.(tsx?|css)$/.test(file) && asked.test(fs.readFileSync(path.join(src, file), 'utf8')),
      );
    expect(styled).toEqual([]);
  });

  it('is under half the Latin file', () => {
    expect(fs.statSync(files.core).size).toBeLessThan(fs.statSync(files.latin).size / 2);
  });
});
