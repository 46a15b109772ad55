/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { preloadManifest, readMeta, type BundleFile } from '../preload-manifest.ts';

// Distinct made-up words, enough for Pagefind to split its index into several chunks.
const word = (n: number) =>
  [...n.toString(26).padStart(4, '0')]
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('') + 'x';
const page = (i: number) =>
  `<html lang="en"><body><main data-pagefind-body data-pagefind-filter="section:${i % 2 ? 'Blog' : 'Cases'}">` +
  `<h1>Page ${i}</h1><p>${Array.from({ length: 600 }, (_, k) => word(i * 600 + k)).join(' ')}</p></main></body></html>`;

let files: BundleFile[];
const site = mkdtempSync(path.join(tmpdir(), 'preload-'));

// Pagefind's own CLI (the Node API is an ES module Jest cannot load) over twelve pages; the bundle
// read back from disk as its Node API's getFiles() lists it, paths relative to the bundle.
beforeAll(() => {
  for (let i = 0; i < 12; i++) {
    mkdirSync(path.join(site, `p${i}`));
    writeFileSync(path.join(site, `p${i}`, 'index.html'), page(i));
  }
  execFileSync(process.execPath, [path.resolve('node_modules/.bin/pagefind'), '--site', site], {
    stdio: 'ignore',
  });
  const bundle = path.join(site, 'pagefind');
  files = readdirSync(bundle, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: path.relative(bundle, file).split(path.sep).join('/'), content: readFileSync(file) };
    });
}, 60_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

const inFolder = (folder: string) => files.filter((file) => file.path.startsWith(`${folder}/`));

describe('preloadManifest', () => {
  it('names one term per index chunk, inside that chunk, in the order of the chunks', () => {
    const manifest = preloadManifest(files, ['Cases', 'Blog', 'Cases']);
    const chunks = inFolder('index');
    expect(chunks.length).toBeGreaterThan(1);
    expect(manifest.terms).toHaveLength(chunks.length);
    const meta = readMeta(files.find((file) => file.path.endsWith('.pf_meta'))!.content) as unknown[];
    // [from, to, hash] each (the pages' list has a word count where the chunks have strings)
    const ranges = meta.find(
      (part) =>
        Array.isArray(part) &&
        part.every((entry) => Array.isArray(entry) && entry.every((field) => typeof field === 'string')),
    ) as [string, string, string][];
    manifest.terms.forEach((term, i) => {
      const [from, to, hash] = ranges[i]!;
      expect(term >= from && term <= to).toBe(true);
      expect(chunks.map((file) => file.path)).toContain(`index/${hash}.pf_index`);
    });
    expect(manifest.sections).toEqual(['Blog', 'Cases']);
  });

  it("counts the bytes of every chunk, fragment and filter, and nothing else (not Pagefind's scripts)", () => {
    const size = (list: BundleFile[]) => list.reduce((sum, file) => sum + file.content.byteLength, 0);
    const { bytes } = preloadManifest(files, ['Cases']);
    expect(inFolder('fragment')).toHaveLength(12);
    expect(bytes).toBe(size([...inFolder('index'), ...inFolder('fragment'), ...inFolder('filter')]));
    expect(bytes).toBeLessThan(size(files));
  });

  it('fails loudly when the metadata does not name the bundle’s chunks (a changed Pagefind format)', () => {
    const stale = files.map((file) =>
      file.path.startsWith('index/') ? { ...file, path: file.path.replace('index/', 'index/old') } : file,
    );
    expect(() => preloadManifest(stale, ['Cases'])).toThrow(/index chunks/);
    const unsigned = files.map((file) =>
      file.path.endsWith('.pf_meta') ? { ...file, content: gzipSync('not pagefind') } : file,
    );
    expect(() => preloadManifest(unsigned, ['Cases'])).toThrow(/signature/);
  });
});
