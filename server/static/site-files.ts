import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The route table, built once from the files of a Gatsby build: `public/<Route>/index.html` is the
 * page at `/<Route>` (canonical: no trailing slash, case as written). Requests are only ever matched
 * against this table, never joined onto the file system, so no path can escape the build folder.
 */
export interface SiteFiles {
  /** Canonical route → index.html. */
  routes: Map<string, string>;
  /** Exact URL path → file, for every file in the build. */
  assets: Map<string, string>;
  /** Lower-cased route → canonical route; null when two routes differ only in case. */
  routesByLowerCase: Map<string, string | null>;
  notFoundPage: string | null;
}

/** Old links that point somewhere else (the home page's service card links here, spec §2). */
const ALIASES: Record<string, string> = {
  '/designservices/designservices': '/DesignServices',
};

export function scanSite(publicDir: string): SiteFiles {
  const routes = new Map<string, string>();
  const assets = new Map<string, string>();
  const routesByLowerCase = new Map<string, string | null>();
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(publicDir, file).split(sep).join('/')}`;
    assets.set(urlPath, file);
    if (entry.name !== 'index.html') continue;
    const route = urlPath.slice(0, -'/index.html'.length) || '/';
    routes.set(route, file);
    const lower = route.toLowerCase();
    routesByLowerCase.set(lower, routesByLowerCase.has(lower) ? null : route);
  }
  return { routes, assets, routesByLowerCase, notFoundPage: assets.get('/404.html') ?? null };
}

/**
 * Where a near-miss should go: trailing slashes, doubled slashes, `/index.html`, case variants and
 * aliases lead to the canonical route. null when the path matches no route.
 */
export function canonicalRoute(site: SiteFiles, path: string): string | null {
  let candidate = path.replace(/\/{2,}/g, '/').replace(/\/index\.html$/i, '/');
  if (candidate.length > 1) candidate = candidate.replace(/\/+$/, '');
  const lower = candidate.toLowerCase();
  const alias = ALIASES[lower];
  if (alias && site.routes.has(alias)) return alias;
  if (site.routes.has(candidate)) return candidate;
  return site.routesByLowerCase.get(lower) ?? null;
}
