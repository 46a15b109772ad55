import path from 'node:path';
import { buildSync } from 'esbuild';

// The build, its tests and its tools run from the project's folder (as gatsby-node's paths do).
const ENTRY = path.join(process.cwd(), 'src/loading/starter/index.ts');
const SOURCES = '__STARTER_SOURCES__';

let bundled: string | undefined;

/**
 * The starter's code (src/loading/starter), bundled once per build from the same TypeScript
 * modules the app imports, so the two cannot disagree. ES2019 keeps it readable by every engine
 * the site supports; the page's list of scripts takes the place of `__STARTER_SOURCES__`.
 */
function starterBundle(): string {
  bundled ??= buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    minify: true,
    write: false,
    legalComments: 'none',
  }).outputFiles[0]!.text.trim();
  if (!bundled.includes(SOURCES)) throw new Error(`The starter bundle lost its ${SOURCES} placeholder`);
  return bundled;
}

/** The inline starter for a page whose scripts are `sources`, in order. */
export const starterScript = (sources: readonly string[]): string =>
  starterBundle().replace(SOURCES, JSON.stringify(sources));
