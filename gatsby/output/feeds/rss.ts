import { escapeXml, type Feed } from './feed.ts';

/** RSS 2.0, with each post's full HTML in content:encoded and its author in dc:creator. */
export function rssFeed(feed: Feed, self: string): string {
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      // RFC 822 dates: toUTCString() writes "Mon, 23 Nov 2026 00:00:00 GMT".
      `      <pubDate>${item.published.toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(item.summary)}</description>`,
      `      <content:encoded>${escapeXml(item.html)}</content:encoded>`,
      '    </item>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.home)}</link>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(feed.description)}</description>
    <language>${feed.language}</language>
    <lastBuildDate>${feed.updated.toUTCString()}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}
