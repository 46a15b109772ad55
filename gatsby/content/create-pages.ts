import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadContent } from './check.ts';
import { REDIRECTS } from './routes.ts';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

interface PagesQuery {
  cases: { nodes: { id: string; route: string }[] };
  services: { nodes: { id: string; route: string; colorScheme: string | null }[] };
  industries: { nodes: { id: string; route: string }[] };
  posts: { nodes: { id: string; route: string; tags: readonly string[] }[] };
  pages: { nodes: { id: string; frontmatter: { route: string } }[] };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // Cross-file rules (unknown references, duplicate slugs and orders, missing images) need every
  // file at once; the same check runs in the content test, so both report the same names.
  const { errors: contentErrors } = loadContent(process.cwd()); // gatsby build runs in the site's folder
  if (contentErrors.length) {
    reporter.panicOnBuild(`Invalid content\n${contentErrors.join('\n')}`);
    return;
  }

  const result = await graphql<PagesQuery>(`
    {
      cases: allCaseStudy(sort: { order: ASC }) {
        nodes {
          id
          route
        }
      }
      services: allServicePage {
        nodes {
          id
          route
          colorScheme
        }
      }
      industries: allIndustry {
        nodes {
          id
          route
        }
      }
      posts: allBlogPost(sort: { date: DESC }) {
        nodes {
          id
          route
          tags
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
  const { cases, services, industries, posts, pages } = result.data;

  cases.nodes.forEach((node, i) => {
    const previous = cases.nodes[(i - 1 + cases.nodes.length) % cases.nodes.length]!;
    const next = cases.nodes[(i + 1) % cases.nodes.length]!;
    actions.createPage({
      path: node.route,
      component: template('case-study'),
      context: { id: node.id, previousId: previous.id, nextId: next.id },
    });
  });
  for (const node of services.nodes) {
    actions.createPage({
      path: node.route,
      component: template('service-page'),
      // Read by the layout (wrapPageElement) to force the page's colour scheme.
      context: { id: node.id, colorScheme: node.colorScheme },
    });
  }
  for (const node of industries.nodes) {
    actions.createPage({ path: node.route, component: template('industry'), context: { id: node.id } });
  }
  for (const node of posts.nodes) {
    // Related posts: most shared tags first, then newest (posts are sorted newest first).
    const relatedIds = posts.nodes
      .filter((other) => other.id !== node.id)
      .map((other) => ({ id: other.id, shared: other.tags.filter((t) => node.tags.includes(t)).length }))
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 3)
      .map((r) => r.id);
    actions.createPage({
      path: node.route,
      component: template('blog-post'),
      context: { id: node.id, relatedIds },
    });
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
