import type { MarkdownTypeName } from './model.ts';

/**
 * Where a Markdown file's page lives. The file path is the single source of the URL,
 * so a writer never types a route twice (see content/README.md).
 */
export function routeForMarkdown(
  type: MarkdownTypeName,
  relativePath: string,
): { slug: string; route: string; parents: string[] } {
  const parts = relativePath.replace(/\\/g, '/').replace(/\.md$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  const slug = parts[parts.length - 1] ?? '';
  switch (type) {
    case 'CaseStudy':
      return { slug, route: `/Cases/${slug}`, parents: ['/Cases'] };
    case 'BlogPost':
      return { slug, route: `/Blog/${slug}`, parents: ['/Blog'] };
    case 'Industry':
      return { slug, route: `/Industries/${slug}`, parents: [] };
    case 'ServicePage':
      return {
        slug,
        route: `/${parts.join('/')}`,
        parents: parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`),
      };
  }
}

/** Routes that are not one content file each: the home page and the lists (/, /Cases, /Blog) and content/pages (/About, /Privacy). */
export const STATIC_ROUTES = ['/', '/Cases', '/Blog', '/About', '/Privacy'] as const;

/**
 * Paths the spec links to that are not pages themselves (spec §2: the home page's design card).
 * Gatsby redirects them in the browser; Hosting redirects them and their lower-case form.
 * (A redirect that differs from its page only in case, like the old /Cases/UpLife, belongs in
 * firebase.json alone: Gatsby's browser redirects would match the page itself and loop.)
 */
export const REDIRECTS: Record<string, string> = {
  '/DesignServices/DesignServices': '/DesignServices',
};
