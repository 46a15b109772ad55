import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cspHeaderRules, inlineScriptHashes, type HeaderRule } from './csp.ts';

/**
 * The deployable Firebase configuration: firebase.json as written by hand (headers, rewrites, cache
 * rules) plus the redirects that follow from the routes the build created, so adding a page is one
 * content file. `npm run deploy` deploys this file and the local server serves by it.
 */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

export interface Redirect {
  source: string;
  destination: string;
  type: 301;
}

// A route that is safe to use as a literal glob (no *, ?, {, :, [ that superstatic would read).
const LITERAL = /^[\w\-./]+$/;

/**
 * Aliases (and their lower-case form), then the lower-case form of every route. Patterns with
 * `:param` are avoided on purpose: Hosting matches them case-insensitively, so `/cases/:page` would
 * also catch `/Cases/Mila` and redirect it to itself.
 */
export function hostingRedirects(routes: readonly string[], aliases: Record<string, string>): Redirect[] {
  const canonical = new Set(routes);
  const byLower = new Map<string, string | null>();
  for (const route of routes) {
    const lower = route.toLowerCase();
    byLower.set(lower, byLower.has(lower) ? null : route); // two routes alike but for case: neither
  }
  const out = new Map<string, string>();
  for (const [from, to] of Object.entries(aliases)) {
    out.set(from, to);
    out.set(from.toLowerCase(), to);
  }
  for (const [lower, route] of byLower) if (route && !canonical.has(lower)) out.set(lower, route);
  return [...out]
    .filter(([source, destination]) => source !== destination && LITERAL.test(source))
    .map(([source, destination]) => ({ source, destination, type: 301 }));
}

interface FirebaseConfig {
  hosting: { redirects?: Redirect[]; headers?: HeaderRule[]; [key: string]: unknown };
  [key: string]: unknown;
}

/** Each built page's inline-script hashes, and the 404 page's for URLs that match no page. */
export interface PageScripts {
  fallback: string[];
  pages: Array<{ route: string; hashes: string[] }>;
}

export function deployableConfig(
  base: FirebaseConfig,
  redirects: Redirect[],
  scripts?: PageScripts,
): FirebaseConfig {
  const headers = base.hosting.headers ?? [];
  return {
    ...base,
    hosting: {
      ...base.hosting,
      redirects: [...(base.hosting.redirects ?? []), ...redirects],
      ...(scripts && { headers: cspHeaderRules(headers, scripts.fallback, scripts.pages) }),
    },
  };
}

/** Reads the built HTML of every route (public/<route>/index.html) and of the 404 page. */
export function pageScripts(publicDir: string, routes: readonly string[]): PageScripts {
  const hashesOf = (file: string) => inlineScriptHashes(readFileSync(file, 'utf8'));
  return {
    fallback: hashesOf(path.join(publicDir, '404.html')),
    pages: routes
      .filter((route) => LITERAL.test(route))
      .map((route) => ({ route, file: path.join(publicDir, route, 'index.html') }))
      .filter(({ file }) => existsSync(file))
      .map(({ route, file }) => ({ route, hashes: hashesOf(file) })),
  };
}

/** Writes firebase.deploy.json beside firebase.json. */
export function writeDeployConfig(
  root: string,
  routes: readonly string[],
  aliases: Record<string, string>,
  scripts?: PageScripts,
) {
  const base = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseConfig;
  const config = deployableConfig(base, hostingRedirects(routes, aliases), scripts);
  writeFileSync(path.join(root, DEPLOY_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
}
