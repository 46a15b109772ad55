/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

const jestFiles = execFileSync('npx', ['jest', '--listTests'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((file) => path.relative(root, file));

test('every test file on disk is run', () => {
  const listed = new Set(jestFiles);
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

function hasJsx(file: string): boolean {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const visit = (node: ts.Node): boolean =>
    ts.isJsxElement(node) ||
    ts.isJsxSelfClosingElement(node) ||
    ts.isJsxFragment(node) ||
    ts.forEachChild(node, visit) === true;
  return visit(source);
}

test('every Jest file states its environment first, and only a file with JSX is .tsx', () => {
  const unstated = jestFiles.filter((file) => {
    // Jest reads the pragma from the file's first comment only.
    const first = /^\s*\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(path.join(root, file), 'utf8'));
    return !/@jest-environment (jsdom|node)\b/.test(first?.[1] ?? '');
  });
  expect(unstated).toEqual([]);
  const tsxWithoutJsx = jestFiles.filter((file) => file.endsWith('.tsx') && !hasJsx(file));
  expect(tsxWithoutJsx).toEqual([]);
});
