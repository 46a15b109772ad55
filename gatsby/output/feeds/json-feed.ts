import { rfc3339, type Feed } from './feed.ts';

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed(feed: Feed, self: string): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.home,
      feed_url: self,
      description: feed.description,
      language: feed.language,
      items: feed.items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        summary: item.summary,
        content_html: item.html,
        date_published: rfc3339(item.published),
        date_modified: rfc3339(item.updated),
        authors: [{ name: item.author }],
        tags: item.tags,
      })),
    },
    null,
    2,
  )}\n`;
}
