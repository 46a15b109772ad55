import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Folders that import each other. Two folders side by side (one parent) are compared: an import
 * from a file under one to a file under the other is an arrow between them, and arrows both ways
 * mean neither can be read, moved or tested without the other. A folder and a folder inside it
 * are one room, so imports between them are not counted; nor are tests (`__tests__`), which may
 * reach anywhere. Type imports and `import()` count: they tie the folders as much.
 */
export interface FolderPair {
  /** The two folders, relative to the repository, in alphabetical order. */
  folders: [string, string];
  /** Each direction's imports, as `from → to` (files relative to the repository). */
  imports: [string[], string[]];
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP = /(^|\/)(__tests__|__mocks__)(\/|$)|\.d\.ts$|\.(test|spec)\.tsx?$/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIP.test(full)) return [];
    if (entry.isDirectory()) return sources(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names: as written, with an extension, a build-time style, an index. */
function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? base;
}

/** The two sibling folders an import crosses between, if it crosses any. */
function crossing(from: string, to: string): [string, string] | null {
  const a = path.dirname(from).split(path.sep);
  const b = path.dirname(to).split(path.sep);
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  if (shared === a.length || shared === b.length) return null;
  return [a.slice(0, shared + 1).join('/'), b.slice(0, shared + 1).join('/')];
}

/** Every pair of folders under `dir` (absolute) that import each other, paths relative to `repoRoot`. */
export function foldersImportingEachOther(repoRoot: string, dir: string): FolderPair[] {
  const arrows = new Map<string, string[]>();
  const key = (from: string, to: string) => `${from}\n${to}`;
  for (const file of sources(dir)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(file, fileName);
      if (!target.startsWith(dir + path.sep)) continue;
      const [from, to] = [path.relative(repoRoot, file), path.relative(repoRoot, target)];
      const folders = crossing(from, to);
      if (!folders) continue;
      const k = key(...folders);
      arrows.set(k, [...(arrows.get(k) ?? []), `${from} → ${to}`]);
    }
  }
  const pairs: FolderPair[] = [];
  for (const [k, there] of arrows) {
    const [a, b] = k.split('\n') as [string, string];
    const back = arrows.get(key(b, a));
    if (a < b && back) pairs.push({ folders: [a, b], imports: [there, back] });
  }
  return pairs.sort((x, y) => x.folders.join().localeCompare(y.folders.join()));
}

/** A pair in one line per import, for a test's failure or `npm run structure`. */
export const describePair = ({ folders: [a, b], imports }: FolderPair): string =>
  [`${a} ↔ ${b}`, ...imports.flat().map((line) => `  ${line}`)].join('\n');
