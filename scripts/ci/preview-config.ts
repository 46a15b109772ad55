/**
 * `node scripts/ci/preview-config.ts <dir>`: writes <dir>/firebase.json for the preview channel of
 * the built site in <dir>/site (downloaded from a pull request's run), from this checkout's
 * firebase.json and routes (see lib/preview-config.ts). Run by preview.yml on the default branch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listBenchRoutes } from '@fernhill/site-tools/lib/site-pages';
import { REDIRECTS } from '../../gatsby/content/routes.ts';
import { previewHostingConfig } from './lib/preview-config.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: preview-config.ts <folder holding site/>');
const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(dir, 'site');
const base = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const routes = listBenchRoutes(publicDir).map((page) => page.route);
const config = previewHostingConfig(base, publicDir, 'site', routes, REDIRECTS);
fs.writeFileSync(path.join(dir, 'firebase.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(`Preview configuration for ${routes.length} pages: ${path.join(dir, 'firebase.json')}`);
