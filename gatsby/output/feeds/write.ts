import fs from 'node:fs/promises';
import path from 'node:path';
import { FEEDS, type FeedPath } from '@fernhill/content-rules/feeds';
import { BUILT_PAGE_FIELDS, publicRoutes, type BuiltPage } from '../held-pages.ts';
import { buildFeed, type Feed, type FeedSite, type PostSource } from './feed.ts';
import { atomFeed } from './atom.ts';
import { jsonFeed } from './json-feed.ts';
import { rssFeed } from './rss.ts';

const writers: Record<FeedPath, (feed: Feed, self: string) => string> = {
  '/rss.xml': rssFeed,
  '/atom.xml': atomFeed,
  '/feed.json': jsonFeed,
};

interface FeedQuery {
  site: { siteMetadata: FeedSite };
  pages: { nodes: BuiltPage[] };
  posts: { nodes: PostSource[] };
}

type Graphql = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

/**
 * Writes every feed of FEEDS from the public posts; returns the site's metadata (robots.txt needs
 * it). A post is public when createPages made its page and did not hold it back (a draft or a
 * scheduled post of a preview build): feeds never announce what the live site does not have.
 */
export async function writeFeeds(graphql: Graphql, publicDir: string): Promise<FeedSite> {
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
          ${BUILT_PAGE_FIELDS}
        }
      }
      posts: allBlogPost(sort: { date: DESC }) {
        nodes {
          title
          description
          route
          date(formatString: "YYYY-MM-DD")
          lastModified
          html
          tags
          author {
            name
          }
        }
      }
    }
  `);
  if (result.errors || !result.data)
    throw new Error(`Could not build the feeds: ${JSON.stringify(result.errors)}`);
  const { siteMetadata } = result.data.site;
  const routes = publicRoutes(result.data.pages.nodes);
  const feed = buildFeed(
    siteMetadata,
    result.data.posts.nodes.filter((post) => routes.has(post.route)),
  );
  await Promise.all(
    FEEDS.map(({ path: feedPath }) =>
      fs.writeFile(path.join(publicDir, feedPath), writers[feedPath](feed, `${feed.siteUrl}${feedPath}`)),
    ),
  );
  return siteMetadata;
}
