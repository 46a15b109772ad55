import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { pageScripts, writeDeployConfig } from '../hosting/deploy-config.ts';
import { REDIRECTS } from '../content/routes.ts';
import { isPreviewBuild } from '../content/visibility.ts';
import { writeFeeds } from './feeds/write.ts';
import { writeRobots } from './robots.ts';
import { writeBuildInfo } from './build-info.ts';
import { EDITOR_PATH, writeEditor } from '../editor/build.ts';
import { buildSocialCards } from '../social-cards/index.ts';
import { writeSearchIndex } from '../search/write-index.ts';

/**
 * After the build, in order, one job per module (the loading plugin has rewritten the pages
 * already: a plugin's onPostBuild runs before the site's): the search index (gatsby/search); the deployable firebase.deploy.json, whose CSP lists the inline
 * scripts as rewritten (hosting/deploy-config.ts); the editor at /admin/ (gatsby/editor, outside
 * webpack); the blog's feeds (/rss.xml, /atom.xml, /feed.json); /robots.txt; a social card per page
 * (/og/…png, gatsby/social-cards); /build-info.json, polled
 * by the browser to detect a new deploy, last because it fingerprints the rest.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache, getNode }) => {
  // The site's folder (gatsby build runs there) and its pages, by Gatsby's documented means.
  const root = process.cwd();
  const publicDir = path.join(root, 'public');
  const built = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(
    '{ allSitePage { nodes { path } } }',
  );
  const routes = (built.data?.allSitePage.nodes ?? [])
    .map((page) => page.path)
    .filter((p) => !p.startsWith('/404') && !p.startsWith('/dev-404'));
  try {
    await writeSearchIndex(graphql, publicDir, reporter);
    const editor = await writeEditor(root, path.join(publicDir, EDITOR_PATH));
    writeDeployConfig(root, routes, REDIRECTS, pageScripts(publicDir, routes), editor.site_url);
    const { siteUrl } = await writeFeeds(graphql, publicDir);
    await writeRobots(publicDir, siteUrl);
    await buildSocialCards({ graphql, cache, getNode, reporter });
    // Gatsby's compilation hash changes with every code change; the browser compares it with its own.
    const appData = JSON.parse(await fs.readFile(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8'));
    writeBuildInfo(publicDir, appData.webpackCompilationHash, path.join(root, 'firebase.deploy.json'), {
      preview: isPreviewBuild(process.env),
    });
  } catch (error) {
    reporter.panicOnBuild(String(error instanceof Error ? error.message : error));
  }
};
