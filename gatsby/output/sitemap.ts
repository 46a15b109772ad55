import { BUILT_PAGE_FIELDS, isHeld, type BuiltPage } from './held-pages.ts';

/**
 * gatsby-plugin-sitemap options that add <lastmod> to every page built from a content file: its
 * `lastModified` (the file's `updated`, else its last commit, else its date; see schema.ts). A
 * preview build's drafts and scheduled posts stay out.
 */
interface SitemapData {
  allSitePage: { nodes: BuiltPage[] };
  cases: { nodes: Dated[] };
  services: { nodes: Dated[] };
  industries: { nodes: Dated[] };
  posts: { nodes: Dated[] };
}
interface Dated {
  route: string;
  lastModified: string | null;
}

const dated = 'nodes { route lastModified(formatString: "YYYY-MM-DD") }';

export const sitemapLastmod = {
  query: `{
    allSitePage { nodes { ${BUILT_PAGE_FIELDS} } }
    cases: allCaseStudy { ${dated} }
    services: allServicePage { ${dated} }
    industries: allIndustry { ${dated} }
    posts: allBlogPost { ${dated} }
  }`,
  resolvePages: (data: SitemapData) => {
    const byRoute = new Map<string, string | null>();
    for (const list of [data.cases, data.services, data.industries, data.posts])
      for (const node of list.nodes) byRoute.set(node.route, node.lastModified);
    return data.allSitePage.nodes
      .filter((page) => !isHeld(page))
      .map((page) => ({
        path: page.path,
        lastmod: byRoute.get(page.path) ?? null,
      }));
  },
  serialize: ({ path, lastmod }: { path: string; lastmod: string | null }) =>
    lastmod ? { url: path, lastmod } : { url: path },
};
