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

  it('is under half the Latin file', () => {
    expect(fs.statSync(files.core).size).toBeLessThan(fs.statSync(files.latin).size / 2);
  });
});
