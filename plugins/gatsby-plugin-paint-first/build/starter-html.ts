import { starterScript } from './starter-script.ts';

/**
 * Gatsby renders its script tags through its script slice, so the built HTML is where they can be
 * changed: each page's async tags become the inline starter (starter/), and the build's globals
 * move to a file of their own. Guarded by tests/e2e/loading-contract.spec.ts on the real build.
 */
const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

export interface StartOptions {
  /** Scripts of other webpack entries (webpack-prelude.ts), started just before the app script. */
  preludes?: readonly string[];
  /** Scripts started before all others (the build's globals, see takeBuildGlobals). */
  first?: readonly string[];
  /** The site's part of the starter (the plugin's `starter` option). */
  site?: string;
}

/**
 * The page's HTML with its async script tags replaced by the starter (unchanged if it has none).
 * Each prelude is evaluated in a task of its own; those the page already lists are not repeated.
 */
export function startScriptsAfterLoad(
  html: string,
  { preludes = [], first = [], site }: StartOptions = {},
): string {
  const listed = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (listed.length === 0) return html;
  const app = listed.findIndex((src) => /^\/app-/.test(src));
  const extra = preludes.filter((src) => !listed.includes(src));
  const sources = [
    ...first,
    ...(app < 0 ? listed : [...listed.slice(0, app), ...extra, ...listed.slice(app)]),
  ];
  let replaced = false;
  return html.replace(ASYNC_SCRIPT, () => {
    if (replaced) return '';
    replaced = true;
    return `<script>${starterScript(sources, site)}</script>`;
  });
}

/** Gatsby's inline globals that are the same on every page of a build. */
const BUILD_GLOBALS = [
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping=[\s\S]*?;)\s*<\/script>/,
  /<script>(window\.___webpackCompilationHash="[^"]*";)<\/script>/,
];

/**
 * Takes the build's globals (chunk map, compilation hash) out of a page: `globals` is their code,
 * for one script file the starter loads first. They were ~1.3 kB of every page's HTML, which a
 * phone downloads before the first paint: /About (13.9 kB without scripts) needed a second round
 * trip for its HTML, the twin did not (Lighthouse's slow-start simulation of a 14.6 kB window).
 */
export function takeBuildGlobals(html: string): { html: string; globals: string } {
  let rest = html;
  const parts: string[] = [];
  for (const pattern of BUILD_GLOBALS) {
    rest = rest.replace(pattern, (_, code: string) => {
      parts.push(code);
      return '';
    });
  }
  return { html: rest, globals: parts.join('\n') };
}
