import { escapeXml, rfc3339, type Feed } from './feed.ts';

/** Atom (RFC 4287): each entry's full HTML as escaped `type="html"` content. */
export function atomFeed(feed: Feed, self: string): string {
  const entries = feed.items.map((item) =>
    [
      '  <entry>',
      `    <id>${escapeXml(item.url)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
      `    <published>${rfc3339(item.published)}</published>`,
      `    <updated>${rfc3339(item.updated)}</updated>`,
      `    <author><name>${escapeXml(item.author)}</name></author>`,
      ...item.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(item.summary)}</summary>`,
      `    <content type="html">${escapeXml(item.html)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.language}">
  <id>${escapeXml(feed.home)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.description)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.home)}"/>
  <updated>${rfc3339(feed.updated)}</updated>
${entries.join('\n')}
</feed>
`;
}
