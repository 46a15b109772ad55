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
    const styled = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return styled(file);
        return /\.(tsx?|css)$/.test(entry.name) && asked.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
      });
    expect(styled(path.resolve(__dirname, '../../../src'))).toEqual([]);
  });

  it('is under half the Latin file', () => {
    expect(fs.statSync(files.core).size).toBeLessThan(fs.statSync(files.latin).size / 2);
  });
});
