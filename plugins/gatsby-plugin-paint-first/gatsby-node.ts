import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { rewritePages } from './build/rewrite-pages.ts';

export { onCreateWebpackConfig } from './build/webpack-prelude.ts';

interface Options extends PluginOptions {
  starter?: string;
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    starter: Joi.string().description(
      "The site's part of the inline starter, by path from the site's folder: a module whose default export (a SiteStarter) the starter calls with the window and the started page.",
    ),
  });

/**
 * After Gatsby has written every page: its script tags become the starter (build/rewrite-pages.ts).
 * A plugin's onPostBuild runs before the site's own, so the site's steps see the pages as served.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }, options) => {
  try {
    await rewritePages(path.join(process.cwd(), 'public'), (options as Options).starter);
  } catch (error) {
    reporter.panicOnBuild(String(error instanceof Error ? error.message : error));
  }
};
