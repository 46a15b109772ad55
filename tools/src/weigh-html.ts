/**
 * `npm run weigh:html`: every built page's HTML gzipped (flagged over the first round trip, 14.6 kB)
 * and what makes it up: inline CSS, class attributes, scripts, the contact dialog (lib/html-weight.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/repo-root.ts';
import { formatHtmlWeights, HTML_BUDGET_BYTES, weighHtml } from './lib/html-weight.ts';
import { listDiffPages } from './lib/site-pages.ts';

const publicDir = path.join(REPO_ROOT, 'public');
if (!fs.existsSync(path.join(publicDir, 'index.html')))
  throw new Error('No build in public/: run npm run build first.');
const pages = listDiffPages(publicDir).map(({ route, file }) => ({
  route,
  weight: weighHtml(fs.readFileSync(file, 'utf8')),
}));
process.stdout.write(formatHtmlWeights(pages));
const over = pages.filter((p) => p.weight.gzipBytes > HTML_BUDGET_BYTES).length;
process.stdout.write(`${over} of ${pages.length} pages over the first round trip\n`);
