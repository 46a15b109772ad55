/** The pages of a Gatsby build (`public/`), keyed by route. */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

/** `Cases/AnkiBuddy/index.html` → `/Cases/AnkiBuddy`, `index.html` → `/`, `404.html` → `/404.html`. */
export function routeFromFile(relativePath: string): string {
  const posix = relativePath.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return `/${posix}`;
}

/** Routes are case-sensitive and have no trailing slash (except `/`). */
export function normaliseRoute(route: string): string {
  const withSlash = route.startsWith('/') ? route : `/${route}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** Route ordering: `/` first, then by code point (routes are case-sensitive). */
export function byRoute(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '/') return -1;
  if (b === '/') return 1;
  return a < b ? -1 : 1;
}

/** Folders of `public/` that hold assets, never pages. */
const NON_PAGE_DIRS = new Set(['page-data', 'static', '~partytown']);

/** Every `index.html` under `publicDir`, as relative paths (sorted). */
export function findIndexFiles(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(rel === '' && NON_PAGE_DIRS.has(entry.name))) walk(path.join(dir, entry.name), relPath);
      } else if (entry.name === 'index.html') {
        found.push(relPath);
      }
    }
  };
  walk(publicDir, '');
  return found.sort();
}

export type PageFile = { route: string; file: string };

/** Pages for the benchmark: every `index.html` except the 404 page. */
export function listBenchRoutes(publicDir: string): PageFile[] {
  return findIndexFiles(publicDir)
    .map((rel) => ({ route: routeFromFile(rel), file: path.join(publicDir, rel) }))
    .filter((p) => p.route !== '/404' && p.route !== '/404.html')
    .sort((a, b) => byRoute(a.route, b.route));
}

/** Pages for the static diff: every `index.html` plus `404.html`. */
export function listDiffPages(publicDir: string): PageFile[] {
  const pages = findIndexFiles(publicDir).map((rel) => ({
    route: routeFromFile(rel),
    file: path.join(publicDir, rel),
  }));
  const notFound = path.join(publicDir, '404.html');
  if (fs.existsSync(notFound)) pages.push({ route: '/404.html', file: notFound });
  return pages.sort((a, b) => byRoute(a.route, b.route));
}

/** Routes listed in `sitemap-index.xml` → `sitemap-*.xml` (paths only, origin dropped). */
export function readSitemapRoutes(publicDir: string): string[] | null {
  const indexFile = path.join(publicDir, 'sitemap-index.xml');
  if (!fs.existsSync(indexFile)) return null;
  const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });
  const index = parser.parse(fs.readFileSync(indexFile, 'utf8')) as {
    sitemapindex?: { sitemap?: { loc?: string }[] };
  };
  const routes: string[] = [];
  for (const { loc } of index.sitemapindex?.sitemap ?? []) {
    if (!loc) continue;
    const file = path.join(publicDir, path.basename(new URL(loc).pathname));
    if (!fs.existsSync(file)) continue;
    const sitemap = parser.parse(fs.readFileSync(file, 'utf8')) as { urlset?: { url?: { loc?: string }[] } };
    for (const url of sitemap.urlset?.url ?? []) {
      if (url.loc) routes.push(normaliseRoute(decodeURI(new URL(url.loc).pathname)));
    }
  }
  return routes.sort();
}
