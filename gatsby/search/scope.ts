/**
 * What the search index holds, decided per built page from the template that made it: every
 * content page, with its section; never the 404 page, the search page itself, a page that shows a
 * content problem (develop only), or a draft or scheduled post of a preview build.
 */
export const SECTIONS = ['Cases', 'Blog', 'Services', 'Industries', 'Pages'] as const;
export type Section = (typeof SECTIONS)[number];

/** The templates of src/templates, by file name, and the section their pages belong to. */
const SECTION_BY_TEMPLATE: Record<string, Section> = {
  'case-study': 'Cases',
  cases: 'Cases',
  'blog-post': 'Blog',
  blog: 'Blog',
  topic: 'Blog',
  'service-page': 'Services',
  industry: 'Industries',
  home: 'Pages',
  'markdown-page': 'Pages',
};

export interface BuiltPage {
  path: string;
  /** The absolute file of the page's component (allSitePage's `component`). */
  component: string;
  pageContext?: { held?: unknown } | null;
}

/** The fields of allSitePage this needs, for a GraphQL query. */
export const SCOPE_FIELDS = 'path component pageContext';

export function searchSection(page: BuiltPage): Section | null {
  if (page.pageContext?.held) return null;
  const template = /[\\/]src[\\/]templates[\\/]([\w-]+)\.tsx?$/.exec(page.component)?.[1];
  return (template && SECTION_BY_TEMPLATE[template]) || null;
}

const MAIN = '<main id="main"';

/**
 * The page's <main> marked for Pagefind: its body is what is indexed (so the header, footer and
 * contact dialog every page repeats are not), and its section is both a filter and a meta field
 * each result shows. The title is Pagefind's default, the page's first <h1>.
 */
export function markForSearch(html: string, section: Section): string {
  if (!html.includes(MAIN)) throw new Error(`No ${MAIN}> to mark for search`);
  if (html.includes('data-pagefind-body')) return html;
  return html.replace(
    MAIN,
    `${MAIN} data-pagefind-body data-pagefind-filter="section:${section}" data-pagefind-meta="section:${section}"`,
  );
}

/**
 * A variant page whose canonical URL is another page (a service's `canonical`, e.g. /AIcopy → /AI)
 * is left out: a search would otherwise list the same text twice.
 */
export function isVariantPage(html: string, pagePath: string): boolean {
  const href = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];
  return href !== undefined && new URL(href, 'https://x.invalid').pathname !== pagePath;
}
