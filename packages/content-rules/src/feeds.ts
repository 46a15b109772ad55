/**
 * The blog's feeds, stated once: the build writes each (gatsby/output/feeds), every page's head
 * announces each (src/components/seo/Seo.tsx), and firebase.json serves each with its type (a test
 * holds the three together).
 */
export const FEEDS = [
  { path: '/rss.xml', type: 'application/rss+xml', format: 'RSS' },
  { path: '/atom.xml', type: 'application/atom+xml', format: 'Atom' },
  { path: '/feed.json', type: 'application/feed+json', format: 'JSON Feed' },
] as const;

export type FeedPath = (typeof FEEDS)[number]['path'];
