// Checks every file under content/ against its schema (gatsby/content/collections.ts):
// `npm run check:content`, or `npm run check:content -- <folder>` for a copy of the site elsewhere
// (the editor's tests use one).
import path from 'node:path';
import { loadContent } from '../gatsby/content/check.ts';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const { entries, errors } = loadContent(root);
const counts = entries.reduce<Record<string, number>>(
  (acc, e) => ({ ...acc, [e.type]: (acc[e.type] ?? 0) + 1 }),
  {},
);
console.log(
  Object.entries(counts)
    .map(([t, n]) => `${t}: ${n}`)
    .join(', ') || 'no content',
);
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
console.log('content OK');
