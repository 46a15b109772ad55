import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { pageScripts, writeDeployConfig } from './hosting.ts';
import { REDIRECTS } from './routes.ts';
import { rssFeed, type FeedItem } from './rss.ts';
import { rewritePages } from '../src/loading/rewrite-pages.ts';
import { writeBuildInfo } from './build-info.ts';

interface FeedQuery {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } };
  posts: { nodes: FeedItem[] };
}

/**
 * Rewrites the pages for loading (src/loading/rewrite-pages.ts), then writes the deployable
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
  try {
    await rewritePages(publicDir);
  } catch (error) {
    reporter.panicOnBuild(String(error instanceof Error ? error.message : error));
    return;
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
  writeBuildInfo(publicDir, appData.webpackCompilationHash, path.join(root, 'firebase.deploy.json'));
};
