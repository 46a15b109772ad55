/** @jest-environment node */
import path from 'node:path';
import { describePair, foldersImportingEachOther } from '../../../tools/src/lib/folder-imports.ts';

/**
 * Folders follow their imports: no two folders under src/ import each other, at any depth, so each
 * layer (ui, the contact openers, the contact feature, the shell and the page areas, the app) can
 * be read and changed from below. A failure names the pair and every import between them.
 */
const root = path.resolve(__dirname, '../../..');

test('no two folders under src/ import each other', () => {
  expect(foldersImportingEachOther(root, path.join(root, 'src')).map(describePair)).toEqual([]);
});
