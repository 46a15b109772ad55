/**
 * Pages of drafts and scheduled posts (develop and preview builds only) carry why they are held
 * back in their page context (gatsby/content/create-pages.ts). The sitemap and the feeds read it
 * here, so a preview never announces what the public site does not have.
 */
export interface BuiltPage {
  path: string;
  pageContext?: { held?: unknown } | null;
}

/** The fields of allSitePage this needs, for a GraphQL query. */
export const BUILT_PAGE_FIELDS = 'path pageContext';

export const isHeld = (page: BuiltPage): boolean => Boolean(page.pageContext?.held);

/** The routes that may be announced: built pages not held back. */
export const publicRoutes = (pages: readonly BuiltPage[]): Set<string> =>
  new Set(pages.filter((page) => !isHeld(page)).map((page) => page.path));
