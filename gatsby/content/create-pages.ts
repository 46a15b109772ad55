import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadContent } from './check.ts';
import { REDIRECTS } from './routes.ts';
import { planBlogLists, type TopicText } from './blog-lists.ts';
import site from '../../content/site.json';
import { decideVisibility, isPreviewBuild } from './visibility.ts';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

// Only fields every node has whatever its file says (set in on-create-node), so one bad file cannot
// fail this query; everything else comes from the files themselves (loadContent).
interface Listed {
  id: string;
  sourceFile: string;
}
interface PagesQuery {
  cases: { nodes: Listed[] };
  services: { nodes: (Listed & { colorScheme: string | null })[] };
  industries: { nodes: Listed[] };
  posts: { nodes: Listed[] };
  pages: { nodes: { id: string; frontmatter: { route: string } }[] };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const production = process.env.NODE_ENV === 'production';
  // Cross-file rules (unknown references, duplicate slugs and orders, missing images) need every
  // file at once; the same check runs in the content test, so both report the same names.
  const { entries, errors, badFiles } = loadContent(process.cwd()); // gatsby runs in the site's folder
  if (errors.length && production) {
    reporter.panicOnBuild(`Invalid content\n${errors.join('\n')}`);
    return;
  }
  if (errors.length)
    reporter.error(
      `Invalid content: each page below shows its problem until the file is fixed; every other page works.\n${errors.join('\n')}`,
    );
  const preview = production && isPreviewBuild(process.env);
  if (preview) reporter.info('Preview build: drafts and scheduled posts get pages, marked (PREVIEW_DRAFTS)');
  const { shown, broken, held } = decideVisibility(entries, badFiles, {
    production,
    preview,
    now: new Date(),
  });
  const entryOf = new Map(entries.map((e) => [e.file, e]));

  const result = await graphql<PagesQuery>(`
    {
      cases: allCaseStudy {
        nodes {
          id
          sourceFile
        }
      }
      services: allServicePage {
        nodes {
          id
          sourceFile
          colorScheme
        }
      }
      industries: allIndustry {
        nodes {
          id
          sourceFile
        }
      }
      posts: allBlogPost {
        nodes {
          id
          sourceFile
        }
      }
      pages: allMarkdownRemark(
        filter: { fileAbsolutePath: { glob: "**/content/pages/*.md" }, frontmatter: { route: { ne: null } } }
      ) {
        nodes {
          id
          frontmatter {
            route
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load content for page creation', result.errors);
    return;
  }
  const { services, industries, pages } = result.data;
  const visible = <T extends Listed>(nodes: T[]) =>
    nodes.flatMap((node) => {
      const entry = entryOf.get(node.sourceFile);
      return entry?.route && shown.has(node.sourceFile) ? [{ ...node, entry, route: entry.route }] : [];
    });
  const cases = visible(result.data.cases.nodes).sort(
    (a, b) => (a.entry.data.order as number) - (b.entry.data.order as number),
  );
  const posts = visible(result.data.posts.nodes).sort((a, b) =>
    String(b.entry.data.date).localeCompare(String(a.entry.data.date)),
  );
  const tagsOf = (p: (typeof posts)[number]) => p.entry.data.tags as string[];
  // Held back (drafts, scheduled posts; develop and preview builds only): a page of their own and a
  // marked card in /Cases and /Blog, where a writer looks for them; nowhere else (home, related
  // posts, neighbours), and never in the sitemap or feeds (gatsby/output/held-pages.ts).
  const heldOf = (node: { sourceFile: string }) => held.get(node.sourceFile) ?? null;
  const isPublic = (node: { sourceFile: string }) => !held.has(node.sourceFile);
  const heldLabels = (nodes: Listed[]) =>
    Object.fromEntries(nodes.flatMap((n) => (held.has(n.sourceFile) ? [[n.id, heldOf(n)!.label]] : [])));

  // The lists: what they show is decided here, with the pages, so no cache can keep a draft in them.
  actions.createPage({
    path: '/',
    component: template('home'),
    context: { caseIds: cases.filter(isPublic).map((c) => c.id) },
  });
  actions.createPage({
    path: '/Cases',
    component: template('cases'),
    context: { caseIds: cases.map((c) => c.id), heldLabels: heldLabels(cases) },
  });
  // /Blog and a page per topic, each in pages of site.json's blogPageSize (blog-lists.ts).
  const plan = planBlogLists(
    posts.map((p) => ({ id: p.id, route: p.route, tags: tagsOf(p), held: !isPublic(p) })),
    {
      pageSize: site.blogPageSize,
      topics: entries.filter((e) => e.type === 'Topic').map((e) => e.data as unknown as TopicText),
      siteName: site.name,
    },
  );
  if (plan.problems.length) reporter.panicOnBuild(`Invalid content\n${plan.problems.join('\n')}`);
  const topicLinks = plan.topics.map(({ name, path }) => ({ name, path }));
  for (const page of plan.pages) {
    const { topic, postIds, held, ...pagination } = page;
    actions.createPage({
      path: page.path,
      component: template(topic ? 'topic' : 'blog'),
      context: {
        // /Blog's pages keep every post: its topic filter (?tag=) picks from all of them.
        postIds: topic ? postIds : posts.map((p) => p.id),
        heldLabels: heldLabels(posts),
        pagination: { ...pagination, size: site.blogPageSize },
        topic,
        topicLinks,
        // Read by the sitemap and the feeds (gatsby/output/held-pages.ts) like a held post's.
        held: held || null,
      },
    });
  }

  const publicCases = cases.filter(isPublic);
  cases.forEach((node) => {
    // A public case's neighbours are public; a held one sits among them where its order puts it.
    const ring = isPublic(node)
      ? publicCases
      : [...publicCases, node].sort((a, b) => cases.indexOf(a) - cases.indexOf(b));
    const i = ring.indexOf(node);
    const previous = ring[(i - 1 + ring.length) % ring.length]!;
    const next = ring[(i + 1) % ring.length]!;
    actions.createPage({
      path: node.route,
      component: template('case-study'),
      context: { id: node.id, previousId: previous.id, nextId: next.id, held: heldOf(node) },
    });
  });
  for (const node of visible(services.nodes)) {
    actions.createPage({
      path: node.route,
      component: template('service-page'),
      // Read by the layout (wrapPageElement) to force the page's colour scheme.
      context: { id: node.id, colorScheme: node.colorScheme },
    });
  }
  for (const node of visible(industries.nodes)) {
    actions.createPage({ path: node.route, component: template('industry'), context: { id: node.id } });
  }
  const publicPosts = posts.filter(isPublic);
  for (const node of posts) {
    // Related posts: most shared tags first, then newest (posts are sorted newest first).
    const relatedIds = publicPosts
      .filter((other) => other.id !== node.id)
      .map((other) => ({
        id: other.id,
        shared: tagsOf(other).filter((t) => tagsOf(node).includes(t)).length,
      }))
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 3)
      .map((r) => r.id);
    actions.createPage({
      path: node.route,
      component: template('blog-post'),
      context: { id: node.id, relatedIds, held: heldOf(node) },
    });
  }

  // Develop only (a production build has stopped above): where a file's page would be, the
  // problems that keep it out, so the writer sees them in the browser too.
  for (const [file, causes] of broken) {
    const route = entryOf.get(file)?.route;
    if (!route) continue;
    const problems = errors.filter((e) => causes.some((c) => e.startsWith(`${c}:`) || e.startsWith(`${c} `)));
    actions.createPage({ path: route, component: template('content-problem'), context: { file, problems } });
  }

  // One-off pages written in content/pages (About, Privacy): a file with a `route` is a page.
  for (const node of pages.nodes) {
    actions.createPage({
      path: node.frontmatter.route,
      component: template('markdown-page'),
      context: { id: node.id },
    });
  }

  // The servers redirect these too; this covers client-side navigation.
  for (const [fromPath, toPath] of Object.entries(REDIRECTS)) {
    actions.createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: true });
  }
};
