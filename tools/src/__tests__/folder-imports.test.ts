/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeCircle, folderCircles, importsInto } from '../lib/folder-imports.ts';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const circlesIn = (dir: string) => folderCircles(root, path.join(root, dir)).map(describeCircle);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-imports-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('folders whose imports run in a circle', () => {
  it('names two folders that import each other and each import, types and import() included', () => {
    write('src/ui/Box.tsx', "import type { Page } from '../shell';\n");
    write('src/shell/index.ts', "export const load = () => import('../ui/Box');\n");
    expect(circlesIn('src')).toEqual([
      'src/shell → src/ui → src/shell\n  src/shell/index.ts → src/ui/Box.tsx\n  src/ui/Box.tsx → src/shell/index.ts',
    ]);
  });

  it('compares folders side by side at any depth, a build-time style module included', () => {
    write('src/a/one/x.ts', "import { y } from '../two/y.css';\n");
    write('src/a/two/y.css.ts', "import { x } from '../one/x';\n");
    expect(circlesIn('src')).toEqual([
      'src/a/one → src/a/two → src/a/one\n  src/a/one/x.ts → src/a/two/y.css.ts\n  src/a/two/y.css.ts → src/a/one/x.ts',
    ]);
  });

  it('names a circle of three folders, in import order, and nothing once one arrow is gone', () => {
    write('src/app/Root.tsx', "import { Layout } from '../shell/Layout';\n");
    write('src/shell/Layout.tsx', "import { Box } from '../ui/Box';\n");
    write('src/ui/Box.tsx', "import { Root } from '../app/Root';\n");
    expect(circlesIn('src')).toEqual([
      [
        'src/app → src/shell → src/ui → src/app',
        '  src/app/Root.tsx → src/shell/Layout.tsx',
        '  src/shell/Layout.tsx → src/ui/Box.tsx',
        '  src/ui/Box.tsx → src/app/Root.tsx',
      ].join('\n'),
    ]);
    write('src/ui/Box.tsx', "import 'react';\n");
    expect(circlesIn('src')).toEqual([]);
  });

  it('names the shortest circle through each arrow on one, so every arrow to undo is named', () => {
    // a → b → c → a, and b ↔ d: two circles that share b.
    write('src/a/x.ts', "import '../b/x';\n");
    write('src/b/x.ts', "import '../c/x';\nimport '../d/x';\n");
    write('src/c/x.ts', "import '../a/x';\n");
    write('src/d/x.ts', "import '../b/x';\n");
    expect(folderCircles(root, path.join(root, 'src')).map((c) => c.folders.join(' → '))).toEqual([
      'src/a → src/b → src/c',
      'src/b → src/d',
    ]);
  });

  it('leaves out one-way imports, a folder with its own subfolder, tests and what lies outside', () => {
    write('src/shell/Layout.tsx', "import { Footer } from './footer/Footer';\nimport '../ui/Box';\n");
    write(
      'src/shell/footer/Footer.tsx',
      "import { Layout } from '../Layout';\nimport data from '../../../content/x.json';\n",
    );
    write('src/ui/Box.tsx', "import 'react';\n");
    write('src/ui/__tests__/Box.test.tsx', "import { Layout } from '../../shell/Layout';\n");
    expect(circlesIn('src')).toEqual([]);
  });
});

describe('imports from one folder into another', () => {
  it('names each, types included, and not those of tests', () => {
    write('src/search/contract.ts', 'export const NAME = 1;\n');
    write(
      'src/search/client.ts',
      "import type { Shape } from '../../build/search/shape';\nimport './contract';\n",
    );
    write('src/search/__tests__/client.test.ts', "import '../../../build/search/shape';\n");
    write('build/search/shape.ts', "import { NAME } from '../../src/search/contract';\n");
    expect(importsInto(root, path.join(root, 'src'), path.join(root, 'build'))).toEqual([
      'src/search/client.ts → build/search/shape.ts',
    ]);
    expect(importsInto(root, path.join(root, 'build'), path.join(root, 'src'))).toEqual([
      'build/search/shape.ts → src/search/contract.ts',
    ]);
  });
});
