/**
 * Document titles, stated once for the templates and the content check: a page's title plus the
 * site's name, within what search results show (about 60 characters). A content file whose title
 * would run longer gives a shorter `seoTitle`.
 */
export const DOCUMENT_TITLE_MAX = 60;

export type TitledType = 'CaseStudy' | 'ServicePage' | 'Industry' | 'BlogPost';

export interface Titled {
  title: string;
  seoTitle?: string | null;
}

/** The page's own part of the title (before the site's name). */
export function pageTitle(type: TitledType, page: Titled): string {
  if (page.seoTitle) return page.seoTitle;
  return type === 'CaseStudy' ? `${page.title} case study` : page.title;
}

export const documentTitle = (title: string, siteName: string): string =>
  title === siteName ? title : `${title} | ${siteName}`;
