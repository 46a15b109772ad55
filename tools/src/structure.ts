/**
 * `npm run structure`: the shape of the code, to compare before and after a move. Per area, its
 * files and lines (tests and generated files left out); imports that run back up the house (a
 * package importing a host or the site) and sideways (the build importing the site); import
 * circles (madge);
 * duplicated blocks of 5 lines or more (jscpd).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { detectClones as DetectClones } from 'jscpd';
import { REPO_ROOT } from './lib/repo-root.ts';
import { describeCircle, folderCircles } from './lib/folder-imports.ts';

const require = createRequire(import.meta.url);
// jscpd's ES module build cannot be loaded by Node (it imports 'colors/safe' without an extension).
const { detectClones } = require('jscpd') as { detectClones: typeof DetectClones };
// madge ships CommonJS without types.
const madge = require('madge') as (
  paths: string[],
  options: object,
) => Promise<{ circular(): string[][]; obj(): Record<string, string[]> }>;

const AREAS = ['src', 'gatsby', 'plugins', 'packages', 'server', 'functions', 'scripts', 'tools'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIP =
  /(^|\/)(node_modules|__tests__|__mocks__|\.cache|public|lib\/generated)(\/|$)|\.d\.ts$|\.test\.tsx?$/;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const rel = path.relative(REPO_ROOT, full);
    if (SKIP.test(rel)) return [];
    if (entry.isDirectory()) return sources(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').length;
/** The area a file belongs to, one level deeper for src/ and packages/ (their folders are rooms). */
const areaOf = (rel: string) => {
  const [top, second] = rel.split('/');
  return (top === 'src' || top === 'packages' || top === 'tools') && second && !SOURCE.test(second)
    ? `${top}/${second}`
    : top!;
};

const files = AREAS.flatMap((area) => sources(path.join(REPO_ROOT, area)));
const byArea = new Map<string, { files: number; lines: number }>();
for (const file of files) {
  const area = areaOf(path.relative(REPO_ROOT, file));
  const row = byArea.get(area) ?? { files: 0, lines: 0 };
  row.files += 1;
  row.lines += lines(file);
  byArea.set(area, row);
}

// Who may import whom: packages and local Gatsby plugins are the foundation; the site, its build
// and the hosts sit on them side by side (an import between two of them is sideways); scripts and
// tools on top.
const LAYER: Record<string, number> = {
  packages: 0,
  plugins: 0,
  src: 1,
  gatsby: 1,
  server: 1,
  functions: 1,
  scripts: 2,
  tools: 2,
};
const graph = (await madge(files, {
  baseDir: REPO_ROOT,
  fileExtensions: ['ts', 'tsx', 'mjs'],
  tsConfig: path.join(REPO_ROOT, 'tsconfig.json'),
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
})) as Awaited<ReturnType<typeof madge>>;
const upward: string[] = [];
const sideways: string[] = [];
for (const [from, targets] of Object.entries(graph.obj())) {
  for (const to of targets) {
    const [a, b] = [from.split('/')[0]!, to.split('/')[0]!];
    if (a === b || LAYER[a] === undefined || LAYER[b] === undefined) continue;
    if (LAYER[b]! > LAYER[a]!) upward.push(`${from} → ${to}`);
    else if (LAYER[b] === LAYER[a]) sideways.push(`${from} → ${to}`);
  }
}
const circles = graph.circular();
const circlingFolders = folderCircles(REPO_ROOT, path.join(REPO_ROOT, 'src'));

const clones = await detectClones({
  path: AREAS.map((area) => path.join(REPO_ROOT, area)).filter((dir) => fs.existsSync(dir)),
  ignore: ['**/node_modules/**', '**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', '**/*.d.ts'],
  format: ['typescript', 'tsx'],
  minLines: 5,
  silent: true,
  reporters: [],
});
const duplicatedLines = clones.reduce(
  (sum, c) => sum + (c.duplicationA.end.line - c.duplicationA.start.line + 1),
  0,
);

console.log('Area'.padEnd(28) + 'files'.padStart(7) + 'lines'.padStart(8));
for (const [area, row] of [...byArea].sort(([a], [b]) => a.localeCompare(b)))
  console.log(area.padEnd(28) + String(row.files).padStart(7) + String(row.lines).padStart(8));
const total = [...byArea.values()].reduce(
  (t, r) => ({ files: t.files + r.files, lines: t.lines + r.lines }),
  {
    files: 0,
    lines: 0,
  },
);
console.log('total'.padEnd(28) + String(total.files).padStart(7) + String(total.lines).padStart(8));
console.log(`\nImports that run back up (${upward.length}):`);
for (const line of upward) console.log(`  ${line}`);
console.log(`\nImports sideways between the site, its build and the hosts (${sideways.length}):`);
for (const line of sideways) console.log(`  ${line}`);
console.log(`\nImport circles (${circles.length}):`);
for (const circle of circles) console.log(`  ${[...circle, circle[0]].join(' → ')}`);
console.log(`\nFolders under src/ whose imports run in a circle (${circlingFolders.length}):`);
for (const circle of circlingFolders) console.log(describeCircle(circle).replace(/^/gm, '  '));
console.log(`\nDuplicated blocks of 5+ lines: ${clones.length} pairs, ${duplicatedLines} lines`);
for (const c of clones)
  console.log(
    `  ${c.duplicationA.sourceId.replace(`${REPO_ROOT}/`, '')}:${c.duplicationA.start.line} ≈ ` +
      `${c.duplicationB.sourceId.replace(`${REPO_ROOT}/`, '')}:${c.duplicationB.start.line}`,
  );
