import { readFile, stat, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CreatePagesArgs, Reporter } from 'gatsby';
import type * as Pagefind from 'pagefind';
import { SCOPE_FIELDS, isVariantPage, markForSearch, searchSection, type BuiltPage } from './scope.ts';
import { SEARCH_BUNDLE, SEARCH_PRELOAD } from '../../src/components/search/contract.ts';
import { preloadManifest } from './preload-manifest.ts';

/**
 * Pagefind's Node API. The package is an ES module exported for `import` only, and Gatsby runs this
 * file compiled to CommonJS, where `require('pagefind')` is refused by that exports map; Node 24
 * requires an ES module by its path, so its entry is found from the package's own manifest.
 */
function loadPagefind(root: string): typeof Pagefind {
  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  const dir = (requireFromRoot.resolve.paths('pagefind') ?? [])
    .map((modules) => path.join(modules, 'pagefind'))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error('The pagefind package is not installed (npm ci)');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return requireFromRoot(path.join(dir, manifest.exports['.'].import));
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  return total;
}

/**
 * The search index, from the built HTML (onPostBuild): each content page's <main> is marked with
 * its section (scope.ts), then Pagefind indexes what is marked and writes public/pagefind/. Pages
 * left unmarked (404, /search, /admin/, a preview's drafts) are not indexed.
 */
export async function writeSearchIndex(
  graphql: CreatePagesArgs['graphql'],
  publicDir: string,
  reporter?: Pick<Reporter, 'info'>,
) {
  const started = performance.now();
  const built = await graphql<{ allSitePage: { nodes: BuiltPage[] } }>(
    `{ allSitePage { nodes { ${SCOPE_FIELDS} } } }`,
  );
  const pages = (built.data?.allSitePage.nodes ?? []).flatMap((page) => {
    const section = searchSection(page);
    return section ? [{ ...page, section }] : [];
  });
  const pagefind = loadPagefind(process.cwd()); // gatsby build runs in the site's folder
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    let indexed = 0;
    const sections: string[] = [];
    for (const page of pages) {
      const file = path.join(publicDir, page.path, 'index.html');
      const built = await readFile(file, 'utf8');
      if (isVariantPage(built, page.path)) continue;
      indexed++;
      sections.push(page.section);
      const html = markForSearch(built, page.section);
      await writeFile(file, html);
      const added = await index.addHTMLFile({ url: page.path, content: html });
      if (added.errors.length) throw new Error(`Pagefind, ${page.path}: ${added.errors.join('; ')}`);
    }
    const outputPath = path.join(publicDir, SEARCH_BUNDLE);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    // What this build wrote (the folder may keep an earlier build's chunks): the preload's list.
    const bundle = await index.getFiles();
    if (bundle.errors.length) throw new Error(`Pagefind: ${bundle.errors.join('; ')}`);
    const manifest = preloadManifest(bundle.files, sections);
    await writeFile(path.join(outputPath, SEARCH_PRELOAD), JSON.stringify(manifest));
    const summary = {
      pages: indexed,
      bytes: await folderBytes(outputPath),
      preloadBytes: manifest.bytes,
      seconds: (performance.now() - started) / 1000,
    };
    const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
    reporter?.info(
      `Search index: ${summary.pages} pages, ${kB(summary.bytes)} in ${SEARCH_BUNDLE} (preload ${kB(manifest.bytes)}), ${summary.seconds.toFixed(1)} s`,
    );
    return summary;
  } finally {
    await pagefind.close();
  }
}
