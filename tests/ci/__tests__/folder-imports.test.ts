/** @jest-environment node */
import path from 'node:path';
import { describeCircle, folderCircles, importsInto } from '../../../tools/src/lib/folder-imports.ts';

/**
 * Folders follow their imports: no folders under src/ import each other, in a pair or a longer
 * circle (a → b → c → a), at any depth, so each layer (ui, the contact openers, the contact feature,
 * the shell and the page areas, the app) can be read and changed from below. A failure names the
 * circle and every import along it.
 */
const root = path.resolve(__dirname, '../../..');

test('no folders under src/ import each other, directly or round a circle', () => {
  expect(folderCircles(root, path.join(root, 'src')).map(describeCircle)).toEqual([]);
});

// The build imports the site's modules (gatsby/ssr, the search's contract), never the other way:
// what runs in the browser does not depend on build-time code.
test('nothing under src/ imports from gatsby/', () => {
  expect(importsInto(root, path.join(root, 'src'), path.join(root, 'gatsby'))).toEqual([]);
});
