import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { minifyInlineScripts } from './minify-inline.ts';
import { startScriptsAfterLoad, takeBuildGlobals } from './starter-html.ts';
import { PRELUDE_ENTRY } from './webpack-prelude.ts';

/** Every built HTML page (pages, 404s), for rewriting after Gatsby has stitched them. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'static' || entry.name === 'page-data' ? [] : htmlFiles(file);
      return entry.name.endsWith('.html') ? [file] : [];
    }),
  );
  return nested.flat();
}

/**
 * The built pages as a phone should load them: Gatsby's script tags become the starter (starter-html.ts),
 * the build's globals move to a content-hashed file of their own, and inline scripts are minified
 * (minify-inline.ts). Gatsby writes its script tags through its script slice after every SSR hook
 * has run, so the HTML on disk is the only place they can be changed; the contract test on the real
 * build (tests/e2e/loading-contract.spec.ts) fails if Gatsby's output stops matching. Throws on a page
 * whose chunk map differs from the others'. `site` is the site's part of the starter.
 */
export async function rewritePages(publicDir: string, site?: string): Promise<void> {
  // webpack.stats.json is Gatsby's own record of the build's chunks (it writes it for its loader).
  const stats = JSON.parse(await fs.readFile(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const preludes = (stats.assetsByChunkName[PRELUDE_ENTRY] as string[]).map((file) => `/${file}`);
  const pagesHtml = await Promise.all(
    (await htmlFiles(publicDir)).map(async (file) => {
      const original = await fs.readFile(file, 'utf8');
      return { file, original, ...takeBuildGlobals(original) };
    }),
  );
  const globals = pagesHtml.find((page) => page.globals)?.globals ?? '';
  const odd = pagesHtml.find((page) => page.globals && page.globals !== globals);
  if (odd) throw new Error(`${odd.file}: its chunk map differs from the other pages'`);
  // Content-hashed like webpack's files, which firebase.json serves as immutable.
  const hash = createHash('sha256').update(globals).digest('hex').slice(0, 20);
  const globalsSrc = `/build-globals-${hash}.js`;
  if (globals) await fs.writeFile(path.join(publicDir, globalsSrc), `${globals}\n`);
  const minified = new Map<string, string>();
  for (const page of pagesHtml) {
    const started = startScriptsAfterLoad(page.html, {
      preludes,
      first: page.globals ? [globalsSrc] : [],
      site,
    });
    const rewritten = await minifyInlineScripts(started, minified);
    if (rewritten !== page.original) await fs.writeFile(page.file, rewritten);
  }
}
