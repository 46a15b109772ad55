import path from 'node:path';
import { loadContent } from '../../../gatsby/content/check.ts';
import { STATIC_ROUTES } from '../../../gatsby/content/routes.ts';
import { planBlogLists, type TopicText } from '../../../gatsby/content/blog-lists.ts';
import { isPublished } from '@fernhill/content-rules/publication';
import site from '../../../content/site.json';

const root = path.resolve(__dirname, '../../..');
const { entries } = loadContent(root);
const production = { production: true, now: new Date() };

/** The published posts, newest first, as the build lists them. */
export const posts = entries
  .filter((e) => e.type === 'BlogPost' && isPublished(e.data, production))
  .sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)));

/** The blog's lists as the build plans them: /Blog's pages and each topic's (gatsby/content/blog-lists.ts). */
export const blogPlan = planBlogLists(
  posts.map((e) => ({ id: e.slug, route: e.route!, tags: e.data.tags as string[], held: false })),
  {
    pageSize: site.blogPageSize,
    topics: entries.filter((e) => e.type === 'Topic').map((e) => e.data as unknown as TopicText),
    siteName: site.name,
  },
);

/** Every page the build creates, with the canonical path its <link rel=canonical> must name. */
export const allRoutes: { route: string; canonical: string }[] = [
  ...STATIC_ROUTES.map((route) => ({ route, canonical: route })),
  ...blogPlan.pages.filter((p) => p.path !== '/Blog').map(({ path: route }) => ({ route, canonical: route })),
  ...entries.flatMap((e) =>
    e.route ? [{ route: e.route, canonical: (e.data.canonical as string | undefined) ?? e.route }] : [],
  ),
];

export const siteUrl = site.siteUrl;
export const caseCount = entries.filter((e) => e.type === 'CaseStudy').length;
