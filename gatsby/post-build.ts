import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { pageScripts, writeDeployConfig } from './hosting.ts';
import { REDIRECTS } from './routes.ts';
import { rssFeed, type FeedItem } from './rss.ts';
import { minifyInlineScripts } from './inline-scripts.ts';
import { startScriptsAfterLoad, takeBuildGlobals } from './start-after-load.ts';
import { PRELUDE_ENTRY } from './webpack.ts';

interface FeedQuery {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } };
  posts: { nodes: FeedItem[] };
}

/** Every built HTML page (pages, 404s), for rewriting after Gatsby has stitched them. */
async function htmlFiles(dir: string): Promise<string[]> {
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
 * Starts each page's scripts after load, moves the build's globals to a file of their own
 * (start-after-load.ts) and minifies the inline scripts (inline-scripts.ts), then writes the deployable
 * firebase.deploy.json (redirects and script hashes of the pages just built), /rss.xml,
 * /robots.txt and /build-info.json (polled by the browser to detect a new deploy).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
  const { program, pages } = store.getState();
  const root: string = program.directory;
  const publicDir = path.join(root, 'public');
  const routes = [...(pages as Map<string, unknown>).keys()].filter(
    (p) => !p.startsWith('/404') && !p.startsWith('/dev-404'),
  );
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
  if (odd) reporter.panicOnBuild(`${odd.file}: its chunk map differs from the other pages'`);
  // Content-hashed like webpack's files, which firebase.json serves as immutable.
  const hash = createHash('sha256').update(globals).digest('hex').slice(0, 20);
  const globalsSrc = `/build-globals-${hash}.js`;
  if (globals) await fs.writeFile(path.join(publicDir, globalsSrc), `${globals}\n`);
  const minified = new Map<string, string>();
  for (const page of pagesHtml) {
    const started = startScriptsAfterLoad(page.html, preludes, page.globals ? [globalsSrc] : []);
    const rewritten = await minifyInlineScripts(started, minified);
    if (rewritten !== page.original) await fs.writeFile(page.file, rewritten);
  }
  // After the rewrite: the Content-Security-Policy lists the hashes of the inline scripts as served.
  writeDeployConfig(root, routes, REDIRECTS, pageScripts(publicDir, routes));
  const result = await graphql<FeedQuery>(`
    {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
      posts: allBlogPost(sort: { date: DESC }) {
        nodes {
          title
          description
          route
          date
          excerpt
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not build the RSS feed', result.errors);
    return;
  }
  const { siteMetadata } = result.data.site;
  await fs.writeFile(path.join(publicDir, 'rss.xml'), rssFeed(siteMetadata, result.data.posts.nodes));
  await fs.writeFile(
    path.join(publicDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteMetadata.siteUrl}/sitemap-index.xml\n`,
  );

  // Gatsby's compilation hash changes with every code change; the browser compares it with its own.
  const appData = JSON.parse(await fs.readFile(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8'));
  await fs.writeFile(
    path.join(publicDir, 'build-info.json'),
    JSON.stringify({ id: appData.webpackCompilationHash, builtAt: new Date().toISOString() }),
  );
};
