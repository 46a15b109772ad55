import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** No test file that no runner picks up: every one on disk is listed by Jest or run by npm test. */
const root = path.resolve(__dirname, '../../..');
const SKIP = new Set(['node_modules', '.cache', 'public', '.git', 'lib', 'reports', 'test-results']);

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

test('every test file on disk is run', () => {
  const listed = new Set(
    execFileSync('npx', ['jest', '--listTests'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => path.relative(root, file)),
  );
  const runner = fs.readFileSync(path.join(root, 'scripts/test.ts'), 'utf8');
  const emulators = fs.readFileSync(path.join(root, 'functions/test/emulators.ts'), 'utf8');
  const unrun = testFiles(root).filter((file) => {
    if (listed.has(file)) return false;
    // Playwright's testDirs: tests/e2e (Chromium), tests/engines (Firefox and WebKit).
    if (/^tests\/(e2e|engines)\//.test(file) && file.endsWith('.spec.ts')) return false;
    // Node's test runner, started by npm test's steps.
    return !runner.includes(file) && !emulators.includes(path.basename(file));
  });
  expect(unrun).toEqual([]);
});
