/**
 * Where the blog's lists live, stated once: the build makes these pages (gatsby/content/blog-lists.ts),
 * a post's tags and the blog's topic links point at them. `/Blog` is page 1; `/Blog/page/2` the
 * next; a tag's posts at `/Blog/topics/<slug>` and `/Blog/topics/<slug>/page/2`. No trailing slash,
 * as every route of the site.
 */
export const BLOG_PATH = '/Blog';
export const TOPICS_SEGMENT = 'topics';
export const PAGE_SEGMENT = 'page';

/** A tag's URL segment: "AR/VR" → "ar-vr", "Product" → "product". */
export const topicSlug = (tag: string): string =>
  tag
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const topicPath = (tag: string): string => `${BLOG_PATH}/${TOPICS_SEGMENT}/${topicSlug(tag)}`;

/** Page `number` (from 1) of the list at `base`. */
export const listPagePath = (base: string, number: number): string =>
  number <= 1 ? base : `${base}/${PAGE_SEGMENT}/${number}`;

/** Where a page of a list sits among the list's pages: the build plans it, the page's links show it. */
export interface ListPosition {
  path: string;
  /** The list's first page (/Blog or the topic's path). */
  base: string;
  /** From 1. */
  number: number;
  count: number;
  previous: string | null;
  next: string | null;
  /** Where this page's posts start in the whole list. */
  skip: number;
}
