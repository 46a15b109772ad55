import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Folders whose imports run in a circle. Folders side by side (one parent) are compared: an import
 * from a file under one to a file under another is an arrow between them, and arrows that come
 * back (a → b → a, or a → b → c → a) mean none of those folders can be read, moved or tested
 * without the others. A folder and a folder inside it are one room, so imports between them are
 * not counted; nor are tests (`__tests__`), which may reach anywhere. Type imports and `import()`
 * count: they tie the folders as much.
 */
export interface FolderCircle {
  /** In import order from the alphabetically first, which the last imports; relative to the repository. */
  folders: string[];
  /** Each step's imports (folders[i] to the next, the last to the first), as `from → to` (files). */
  imports: string[][];
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

/** Each relative import of the sources under `dir` (absolute), as the two files. */
function* relativeImports(dir: string): Generator<[string, string]> {
  for (const file of sources(dir)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.')) yield [file, resolve(file, fileName)];
    }
  }
}

/** The imports from sources under `dir` into `other` (absolute), as `from → to` relative to `repoRoot`. */
export const importsInto = (repoRoot: string, dir: string, other: string): string[] =>
  [...relativeImports(dir)]
    .filter(([, target]) => target.startsWith(other + path.sep))
    .map(([file, target]) => `${path.relative(repoRoot, file)} → ${path.relative(repoRoot, target)}`);

/** The arrows between sibling folders under `dir` (absolute): from → to → the imports that make it. */
function folderArrows(repoRoot: string, dir: string): Map<string, Map<string, string[]>> {
  const arrows = new Map<string, Map<string, string[]>>();
  for (const [file, target] of relativeImports(dir)) {
    if (!target.startsWith(dir + path.sep)) continue;
    const [from, to] = [path.relative(repoRoot, file), path.relative(repoRoot, target)];
    const folders = crossing(from, to);
    if (!folders) continue;
    const [a, b] = folders;
    if (!arrows.has(a)) arrows.set(a, new Map());
    const targets = arrows.get(a)!;
    targets.set(b, [...(targets.get(b) ?? []), `${from} → ${to}`]);
  }
  return arrows;
}

/** The shortest way along the arrows from `start` to `goal` (both included), if there is one. */
function shortestWay(
  arrows: Map<string, Map<string, string[]>>,
  start: string,
  goal: string,
): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === goal) {
      const way = [goal];
      for (let at = cameFrom.get(goal); at; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const to of [...(arrows.get(next)?.keys() ?? [])].sort()) {
      if (!cameFrom.has(to)) {
        cameFrom.set(to, next);
        queue.push(to);
      }
    }
  }
  return null;
}

/**
 * Every circle of folders under `dir` (absolute), paths relative to `repoRoot`: for each arrow that
 * lies on one, the shortest circle through it, so every arrow to undo is named at least once.
 */
export function folderCircles(repoRoot: string, dir: string): FolderCircle[] {
  const arrows = folderArrows(repoRoot, dir);
  const circles = new Map<string, FolderCircle>();
  for (const [from, targets] of arrows) {
    for (const to of targets.keys()) {
      // The arrow from → to and the way back from `to` make the circle.
      const ring = shortestWay(arrows, to, from);
      if (!ring) continue;
      const first = ring.indexOf([...ring].sort()[0]!);
      const folders = [...ring.slice(first), ...ring.slice(0, first)];
      const imports = folders.map((f, i) => arrows.get(f)!.get(folders[(i + 1) % folders.length]!)!);
      circles.set(folders.join('\n'), { folders, imports });
    }
  }
  return [...circles.values()].sort((x, y) => x.folders.join().localeCompare(y.folders.join()));
}

/** A circle in one line per import, for a test's failure or `npm run structure`. */
export const describeCircle = ({ folders, imports }: FolderCircle): string =>
  [[...folders, folders[0]].join(' → '), ...imports.flat().map((line) => `  ${line}`)].join('\n');
