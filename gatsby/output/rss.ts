import fs from 'node:fs/promises';
import path from 'node:path';

export interface FeedItem {
  title: string;
  description: string;
  route: string;
  date: string;
  excerpt: string;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** RSS 2.0 for the blog, newest first. */
export function rssFeed(
  site: { title: string; description: string; siteUrl: string },
  items: FeedItem[],
): string {
  const entries = items
    .map((item) => {
      const url = `${site.siteUrl}${item.route}`;
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(item.description)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.title)} blog</title>
    <link>${escapeXml(site.siteUrl)}/Blog</link>
    <atom:link href="${escapeXml(site.siteUrl)}/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(site.description)}</description>
    <language>en</language>
${entries}
  </channel>
</rss>
`;
}

export interface SiteMetadata {
  title: string;
  description: string;
  siteUrl: string;
}

interface FeedQuery {
  site: { siteMetadata: SiteMetadata };
  pages: { nodes: { path: string }[] };
  posts: { nodes: FeedItem[] };
}

type Graphql = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

/** Writes /rss.xml from the published posts; returns the site's metadata (robots.txt needs it). */
export async function writeRssFeed(graphql: Graphql, publicDir: string): Promise<SiteMetadata> {
  const result = await graphql<FeedQuery>(`
    {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
      pages: allSitePage {
        nodes {
          path
        }
      }
      posts: allBlogPost(sort: { date: DESC }) {
        nodes {
          title
          description
          route
          date
          excerpt
        }
      }
    }
  `);
  if (result.errors || !result.data)
    throw new Error(`Could not build the RSS feed: ${JSON.stringify(result.errors)}`);
  const { siteMetadata } = result.data.site;
  // The posts that got a page: createPages decided which are published (drafts, scheduled posts).
  const pages = new Set(result.data.pages.nodes.map((p) => p.path));
  const published = result.data.posts.nodes.filter((post) => pages.has(post.route));
  await fs.writeFile(path.join(publicDir, 'rss.xml'), rssFeed(siteMetadata, published));
  return siteMetadata;
}
