/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describePair, foldersImportingEachOther } from '../lib/folder-imports.ts';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const pairsIn = (dir: string) => foldersImportingEachOther(root, path.join(root, dir)).map(describePair);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-imports-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('folders that import each other', () => {
  it('names the pair and each import, either way, types and import() included', () => {
    write('src/ui/Box.tsx', "import type { Page } from '../shell';\n");
    write('src/shell/index.ts', "export const load = () => import('../ui/Box');\n");
    expect(pairsIn('src')).toEqual([
      'src/shell ↔ src/ui\n  src/shell/index.ts → src/ui/Box.tsx\n  src/ui/Box.tsx → src/shell/index.ts',
    ]);
  });

  it('compares folders side by side at any depth, a build-time style module included', () => {
    write('src/a/one/x.ts', "import { y } from '../two/y.css';\n");
    write('src/a/two/y.css.ts', "import { x } from '../one/x';\n");
    expect(pairsIn('src')).toEqual([
      'src/a/one ↔ src/a/two\n  src/a/one/x.ts → src/a/two/y.css.ts\n  src/a/two/y.css.ts → src/a/one/x.ts',
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
    expect(pairsIn('src')).toEqual([]);
  });
});
