/**
 * The social-card build step, as onPostBuild calls it: reads the built pages by Gatsby's documented
 * means (allSitePage, getNode, the step's `cache.directory`) and the studio's identity from
 * content/site.json, then writes the cards (write.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ParentSpanPluginArgs } from 'gatsby';
import { writeSocialCards } from './write.ts';
import type { ContentNode } from './pages.ts';

type Pages = { allSitePage: { nodes: { path: string; pageContext: { id?: unknown } | null }[] } };

export async function buildSocialCards(
  {
    graphql,
    cache,
    getNode,
    reporter,
  }: Pick<ParentSpanPluginArgs, 'cache' | 'getNode' | 'reporter'> & {
    graphql: <T>(query: string) => Promise<{ data?: T }>;
  },
  root = process.cwd(),
): Promise<void> {
  const site = JSON.parse(fs.readFileSync(path.join(root, 'content', 'site.json'), 'utf8'));
  const result = await graphql<Pages>('{ allSitePage { nodes { path pageContext } } }');
  const pages = (result.data?.allSitePage.nodes ?? [])
    // Gatsby's develop-only 404 page never ships.
    .filter((p) => !p.path.startsWith('/dev-404'))
    .map((p) => ({
      path: p.path,
      ...(typeof p.pageContext?.id === 'string' && { id: p.pageContext.id }),
    }));
  const report = await writeSocialCards({
    root,
    publicDir: path.join(root, 'public'),
    cacheDir: path.join(cache.directory, 'social-cards'),
    site: { name: site.name, url: site.siteUrl },
    pages,
    getNode: (id) => getNode(id) as unknown as ContentNode | undefined,
  });
  reporter.info(
    `social cards: ${report.written} written, ${report.drawn} drawn, ${report.written - report.drawn} from the cache, in ${report.seconds.toFixed(1)} s`,
  );
}
