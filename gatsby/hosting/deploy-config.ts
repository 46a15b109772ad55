import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cspHeaderRules, editorHeaderRules, inlineScriptHashes, type HeaderRule } from './csp.ts';
import { searchScriptSources } from '../search/csp.ts';

/**
 * The deployable Firebase configuration: firebase.json as written by hand (headers, rewrites, cache
 * rules) plus the redirects that follow from the routes the build created, so adding a page is one
 * content file. `npm run deploy` deploys this file and the local server serves by it.
 */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

/** A Hosting redirect: a literal `source` glob, or an RE2 `regex` (superstatic runs it as a RegExp). */
export type Redirect = ({ source: string } | { regex: string }) & { destination: string; type: 301 };

// A route that is safe to use as a literal glob (no *, ?, {, :, [ that superstatic would read).
const LITERAL = /^[\w\-./]+$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const swapCase = (letter: string) =>
  letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();

/**
 * A regular expression for every spelling of `route` that differs from it in letter case only, with
 * or without a trailing slash, and never for `route` itself: a spelling differs at a first letter,
 * so it is the route's exact prefix up to that letter, the letter in the other case, then anything
 * of any case (`(?i:…)`, in RE2 and in JavaScript since V8 12.5). Case-sensitive around it, so the
 * canonical page is never redirected to itself, whatever Hosting does with case in globs.
 */
export function caseVariantsPattern(route: string): string | null {
  const alternatives: string[] = [];
  for (let i = 0; i < route.length; i++) {
    const letter = route[i]!;
    if (swapCase(letter) === letter) continue;
    const rest = route.slice(i + 1);
    alternatives.push(`${escape(route.slice(0, i))}${swapCase(letter)}${rest ? `(?i:${escape(rest)})` : ''}`);
  }
  return alternatives.length ? `^(?:${alternatives.join('|')})/?$` : null;
}

/**
 * Aliases (and their lower-case form), then every other letter case of every route (one regex
 * redirect a route). Patterns with `:param` are avoided on purpose: Hosting matches them
 * case-insensitively, so `/cases/:page` would also catch `/Cases/Mila` and redirect it to itself.
 * Two routes alike but for case get no case redirect: neither could say which one was meant.
 */
export function hostingRedirects(routes: readonly string[], aliases: Record<string, string>): Redirect[] {
  const lowerCount = new Map<string, number>();
  for (const route of routes)
    lowerCount.set(route.toLowerCase(), (lowerCount.get(route.toLowerCase()) ?? 0) + 1);
  const literal = new Map<string, string>();
  for (const [from, to] of Object.entries(aliases)) {
    literal.set(from, to);
    literal.set(from.toLowerCase(), to);
  }
  const aliasRedirects: Redirect[] = [...literal]
    .filter(([source, destination]) => source !== destination && LITERAL.test(source))
    .map(([source, destination]) => ({ source, destination, type: 301 }));
  const caseRedirects = routes
    .filter((route) => LITERAL.test(route) && lowerCount.get(route.toLowerCase()) === 1)
    .flatMap((route): Redirect[] => {
      const regex = caseVariantsPattern(route);
      return regex ? [{ regex, destination: route, type: 301 }] : [];
    });
  return [...aliasRedirects, ...caseRedirects];
}

interface FirebaseConfig {
  hosting: { redirects?: Redirect[]; headers?: HeaderRule[]; [key: string]: unknown };
  [key: string]: unknown;
}

/**
 * Each built page's inline-script hashes, and the 404 page's for what only the catch-all rule covers:
 * a URL that matches no page (Hosting serves 404.html) and /404 itself (404/index.html).
 */
export interface PageScripts {
  fallback: string[];
  pages: Array<{ route: string; hashes: string[] }>;
}

export function deployableConfig(
  base: FirebaseConfig,
  redirects: Redirect[],
  scripts?: PageScripts,
  /** The site's origin, when the build has the editor (/admin/): its own policy is added last. */
  editorSite?: string,
): FirebaseConfig {
  const headers = base.hosting.headers ?? [];
  const editor = editorSite ? editorHeaderRules(editorSite) : [];
  return {
    ...base,
    hosting: {
      ...base.hosting,
      redirects: [...(base.hosting.redirects ?? []), ...redirects],
      ...(scripts && { headers: [...cspHeaderRules(headers, scripts.fallback, scripts.pages), ...editor] }),
    },
  };
}

/**
 * Gatsby writes the 404 page twice, and the two differ in an inline script (`window.pagePath` is
 * "/404.html" in one, "/404" in the other); neither path is a route with a rule of its own.
 */
export const NOT_FOUND_FILES = ['404.html', '404/index.html'] as const;

/** Reads the built HTML of every route (public/<route>/index.html) and of the 404 page's files. */
export function pageScripts(publicDir: string, routes: readonly string[]): PageScripts {
  // Each page's inline scripts, and what its search needs if it has the control (gatsby/search).
  const hashesOf = (file: string) => {
    const html = readFileSync(file, 'utf8');
    return [...inlineScriptHashes(html), ...searchScriptSources(html)];
  };
  return {
    fallback: [
      ...new Set(
        NOT_FOUND_FILES.map((file) => path.join(publicDir, file))
          .filter((file) => existsSync(file))
          .flatMap(hashesOf),
      ),
    ],
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
  editorSite?: string,
) {
  const base = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseConfig;
  const config = deployableConfig(base, hostingRedirects(routes, aliases), scripts, editorSite);
  writeFileSync(path.join(root, DEPLOY_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
}
