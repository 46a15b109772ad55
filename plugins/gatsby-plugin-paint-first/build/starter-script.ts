import path from 'node:path';
import { buildSync } from 'esbuild';

// Gatsby runs a build, and Jest its tests, from the site's folder, where Gatsby finds local plugins
// (the compiled gatsby-node runs from .cache, so its own folder says nothing).
const here = path.join(process.cwd(), 'plugins/gatsby-plugin-paint-first/build');
const START_PAGE = path.join(here, '../starter/start-page.ts');
const SOURCES = '__STARTER_SOURCES__';

const bundled = new Map<string, string>();

/**
 * The starter's code, bundled once per build from the same TypeScript modules the app imports
 * (starter/start-page.ts, and `site`, the site's part: a module whose default export is a
 * SiteStarter, by path from the site's folder), so the two cannot disagree. ES2019 keeps it
 * readable by every engine the site supports; the page's list of scripts takes the place of
 * `__STARTER_SOURCES__`.
 */
function starterBundle(site = ''): string {
  const siteModule = site && path.resolve(process.cwd(), site);
  const entry = [
    `import { runStarter } from ${JSON.stringify(START_PAGE)};`,
    siteModule ? `import site from ${JSON.stringify(siteModule)};` : '',
    `runStarter(window, ${siteModule ? 'site' : 'undefined'}, ${SOURCES});`,
  ].join('\n');
  let code = bundled.get(site);
  code ??= buildSync({
    stdin: { contents: entry, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2019',
    minify: true,
    write: false,
    legalComments: 'none',
  }).outputFiles[0]!.text.trim();
  bundled.set(site, code);
  if (!code.includes(SOURCES)) throw new Error(`The starter bundle lost its ${SOURCES} placeholder`);
  return code;
}

/** The inline starter for a page whose scripts are `sources`, in order, with the site's part `site`. */
export const starterScript = (sources: readonly string[], site?: string): string =>
  starterBundle(site).replace(SOURCES, JSON.stringify(sources));
