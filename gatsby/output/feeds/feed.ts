/**
 * The one list of items the three feeds are written from (rss.ts, atom.ts, json-feed.ts): the
 * public posts, newest first, each with its full HTML from the build, its URLs made absolute so a
 * feed reader (which has no page to resolve them against) finds the images and links.
 */
export interface FeedSite {
  title: string;
  description: string;
  siteUrl: string;
}

export interface FeedItem {
  url: string;
  title: string;
  summary: string;
  /** The post's body as the site renders it, with absolute URLs. */
  html: string;
  published: Date;
  updated: Date;
  author: string;
  tags: readonly string[];
}

export interface Feed {
  title: string;
  description: string;
  /** The blog's page. */
  home: string;
  siteUrl: string;
  language: string;
  /** The newest item's date (not the build's time: two builds of the same posts agree). */
  updated: Date;
  items: readonly FeedItem[];
}

/** The post as the build's GraphQL gives it (gatsby/output/feeds/write.ts queries it). */
export interface PostSource {
  title: string;
  description: string;
  route: string;
  /** YYYY-MM-DD */
  date: string;
  lastModified: string | null;
  html: string;
  tags: readonly string[];
  author: { name: string };
}

const URL_ATTRIBUTE = /\b(href|src|poster)="([^"]*)"/g;
const SRCSET_ATTRIBUTE = /\bsrcset="([^"]*)"/g;

/** Every href, src, poster and srcset URL of `html` resolved against the page it is on. */
export function absoluteUrls(html: string, pageUrl: string): string {
  const resolve = (value: string) => {
    try {
      return new URL(value.replace(/&amp;/g, '&'), pageUrl).href.replace(/&/g, '&amp;');
    } catch {
      return value; // not a URL at all: left as written
    }
  };
  return html
    .replace(URL_ATTRIBUTE, (_, name: string, value: string) => `${name}="${resolve(value)}"`)
    .replace(
      SRCSET_ATTRIBUTE,
      (_, list: string) =>
        `srcset="${list
          .split(',')
          .map((candidate) => {
            const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
            return [resolve(url), ...descriptor].join(' ');
          })
          .join(', ')}"`,
    );
}

const dayOf = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

export function buildFeed(site: FeedSite, posts: readonly PostSource[]): Feed {
  const base = site.siteUrl.replace(/\/$/, '');
  const items = posts
    .map((post): FeedItem => {
      const url = `${base}${post.route}`;
      const published = dayOf(post.date);
      const modified = post.lastModified ? new Date(post.lastModified) : published;
      return {
        url,
        title: post.title,
        summary: post.description,
        html: absoluteUrls(post.html, url),
        published,
        updated: Number.isNaN(modified.getTime()) || modified < published ? published : modified,
        author: post.author.name,
        tags: post.tags,
      };
    })
    .sort((a, b) => b.published.getTime() - a.published.getTime());
  return {
    title: `${site.title} blog`,
    description: site.description,
    home: `${base}/Blog`,
    siteUrl: base,
    language: 'en',
    updated: new Date(Math.max(0, ...items.map((i) => i.updated.getTime()))),
    items,
  };
}

export const escapeXml = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** RFC 3339 (Atom, JSON Feed), to the second. */
export const rfc3339 = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
