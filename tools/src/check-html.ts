/**
 * `npm run check:html`: the W3C Nu HTML Checker (npm `vnu-jar`, Java 8 or later) on every built
 * page of public/ (each route's index.html and the 404 page; Gatsby's slice fragments are not
 * pages). Prints each error with its page and line, and fails on any.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './lib/repo-root.ts';
import { listDiffPages } from './lib/site-pages.ts';

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const publicDir = path.join(REPO_ROOT, 'public');
if (!existsSync(publicDir)) throw new Error('No build in public/: run `npm run build` first.');
const files = listDiffPages(publicDir).map((p) => p.file);
// The package exports the jar's path (as a String object).
const jar = String(createRequire(import.meta.url)('vnu-jar'));
const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) throw new Error(`The HTML checker needs Java 8 or later on PATH (${run.error.message}).`);
const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages.filter(
  (m) => m.type === 'error' || m.type === 'non-document-error',
);
for (const m of messages) {
  const page = path.relative(publicDir, m.url.replace(/^file:/, ''));
  process.stdout.write(
    `${page}:${m.lastLine ?? '?'}: ${m.message}\n    ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}\n`,
  );
}
process.stdout.write(`HTML conformance: ${files.length} pages, ${messages.length} errors\n`);
if (messages.length > 0 || files.length === 0) process.exitCode = 1;
