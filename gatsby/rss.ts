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
