/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { FEEDS } from '@fernhill/content-rules/feeds';
import { absoluteUrls, buildFeed, type PostSource } from '../feed.ts';
import { atomFeed } from '../atom.ts';
import { jsonFeed } from '../json-feed.ts';
import { rssFeed } from '../rss.ts';
import { writeFeeds } from '../write.ts';

const site = { title: 'Fernhill Studio', description: 'Design & code', siteUrl: 'https://fernhill.studio' };
const body =
  '<h2 id="why"><a href="#why" aria-label="why permalink">#</a>Why</h2>' +
  '<p>See <a href="/Blog/other?a=1&amp;b=2">the other post</a> and <a href="https://example.com/x">this</a>.</p>' +
  '<picture><source type="image/avif" srcset="/static/a/200.avif 200w, /static/a/400.avif 400w">' +
  '<img src="/static/a/400.png" srcset="/static/a/200.png 200w,/static/a/400.png 400w" alt="A &lt;chart&gt;"></picture>' +
  '<pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre><p>]]&gt; is not the end</p>';
const posts: PostSource[] = [
  {
    title: 'Older <post>',
    description: 'The first',
    route: '/Blog/older',
    date: '2026-01-05',
    lastModified: null,
    html: '<p>Old</p>',
    tags: ['Design'],
    author: { name: 'Ana' },
  },
  {
    title: 'Newer & better',
    description: 'The second',
    route: '/Blog/newer',
    date: '2026-03-02',
    lastModified: '2026-04-10T09:30:00+02:00',
    html: body,
    tags: ['AI', 'Process'],
    author: { name: 'Ben' },
  },
];
const feed = buildFeed(site, posts);
// Repeatable elements as arrays even when there is one.
const LISTS = ['rss.channel.item', 'rss.channel.item.category', 'feed.link', 'feed.entry', 'feed.entry.link'];
const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (_name, jpath) => LISTS.includes(String(jpath)),
  }).parse(xml, true);
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const absolute = (url: string) => expect(new URL(url).origin).toBe('https://fernhill.studio');

describe('the one list of feed items', () => {
  it('is newest first, with absolute URLs and dates from the posts, never the build time', () => {
    expect(feed.items.map((i) => i.url)).toEqual([
      'https://fernhill.studio/Blog/newer',
      'https://fernhill.studio/Blog/older',
    ]);
    expect(feed.items[0]!.published.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(feed.items[0]!.updated.toISOString()).toBe('2026-04-10T07:30:00.000Z');
    expect(feed.items[1]!.updated).toEqual(feed.items[1]!.published);
    expect(feed.updated.toISOString()).toBe('2026-04-10T07:30:00.000Z');
  });

  it('makes every link, image and srcset candidate of the HTML absolute, leaving the rest as written', () => {
    const html = feed.items[0]!.html;
    for (const part of [
      'href="https://fernhill.studio/Blog/newer#why"',
      'href="https://fernhill.studio/Blog/other?a=1&amp;b=2"',
      'href="https://example.com/x"',
      'src="https://fernhill.studio/static/a/400.png"',
      'srcset="https://fernhill.studio/static/a/200.avif 200w, https://fernhill.studio/static/a/400.avif 400w"',
      'srcset="https://fernhill.studio/static/a/200.png 200w, https://fernhill.studio/static/a/400.png 400w"',
      '<pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre>',
    ])
      expect(html).toContain(part);
    expect(html.match(/\b(?:href|src)="([^"]*)"/g)!.every((a) => /="https:\/\//.test(a))).toBe(true);
    expect(absoluteUrls('<a href="mailto:hi@fernhill.studio">', 'https://fernhill.studio/Blog/x')).toBe(
      '<a href="mailto:hi@fernhill.studio">',
    );
  });
});

describe('RSS 2.0', () => {
  const rss = parse(rssFeed(feed, 'https://fernhill.studio/rss.xml')).rss;
  it('has the channel elements RSS 2.0 requires, and a self link', () => {
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel).toMatchObject({
      title: 'Fernhill Studio blog',
      link: 'https://fernhill.studio/Blog',
      description: 'Design & code',
    });
    expect(rss.channel['atom:link']['@href']).toBe('https://fernhill.studio/rss.xml');
    expect(rss.channel.lastBuildDate).toMatch(RFC_822);
  });
  it('gives each post its link, guid, RFC 822 date, and its full HTML in content:encoded', () => {
    const [item] = rss.channel.item;
    expect(item).toMatchObject({
      title: 'Newer & better',
      description: 'The second',
      'dc:creator': 'Ben',
      category: ['AI', 'Process'],
    });
    absolute(item.link);
    expect(item.guid['#text']).toBe(item.link);
    expect(item.pubDate).toMatch(RFC_822);
    expect(new Date(item.pubDate).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(item['content:encoded']).toBe(feed.items[0]!.html);
    expect(rss.channel.item[1].title).toBe('Older <post>');
  });
});

describe('Atom', () => {
  const atom = parse(atomFeed(feed, 'https://fernhill.studio/atom.xml')).feed;
  it('has the feed elements RFC 4287 requires', () => {
    expect(atom['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    absolute(atom.id);
    expect(atom.title).toBe('Fernhill Studio blog');
    expect(atom.updated).toMatch(RFC_3339);
    expect(atom.link.find((l: Record<string, string>) => l['@rel'] === 'self')['@href']).toBe(
      'https://fernhill.studio/atom.xml',
    );
  });
  it('gives each entry an id, title, dates, author and its full HTML as content', () => {
    const [entry] = atom.entry;
    absolute(entry.id);
    expect(entry.title).toBe('Newer & better');
    expect(entry.published).toBe('2026-03-02T00:00:00Z');
    expect(entry.updated).toBe('2026-04-10T07:30:00Z');
    expect(entry.author.name).toBe('Ben');
    expect(entry.link[0]['@href']).toBe(entry.id);
    expect(entry.content['@type']).toBe('html');
    expect(entry.content['#text']).toBe(feed.items[0]!.html);
  });
});

describe('JSON Feed 1.1', () => {
  const json = JSON.parse(jsonFeed(feed, 'https://fernhill.studio/feed.json'));
  it('has the version, title and absolute URLs of the top level', () => {
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Fernhill Studio blog',
      home_page_url: 'https://fernhill.studio/Blog',
      feed_url: 'https://fernhill.studio/feed.json',
    });
  });
  it('gives each item an id, URL, full HTML and RFC 3339 dates', () => {
    for (const item of json.items) {
      expect(typeof item.id).toBe('string');
      absolute(item.url);
      expect(item.date_published).toMatch(RFC_3339);
      expect(item.date_modified).toMatch(RFC_3339);
      expect(item.authors[0].name).toEqual(expect.any(String));
    }
    expect(json.items[0].content_html).toBe(feed.items[0]!.html);
    expect(json.items[0].tags).toEqual(['AI', 'Process']);
  });
});

describe('writing the feeds', () => {
  it('writes every feed from the posts whose page is public: no draft or scheduled post, even in a preview', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'));
    const graphql = async <T>() => ({
      data: {
        site: { siteMetadata: site },
        pages: {
          nodes: [
            { path: '/Blog/older', pageContext: { held: null } },
            { path: '/Blog/newer', pageContext: { held: { status: 'draft', label: 'Draft' } } },
          ],
        },
        // /Blog/gone has no page at all (a production build left it out).
        posts: { nodes: [...posts, { ...posts[0]!, route: '/Blog/gone', title: 'Gone' }] },
      } as T,
    });
    try {
      await writeFeeds(graphql, dir);
      for (const { path: feedPath } of FEEDS) {
        const text = fs.readFileSync(path.join(dir, feedPath), 'utf8');
        expect(text).toContain('https://fernhill.studio/Blog/older');
        expect(text).not.toContain('/Blog/newer');
        expect(text).not.toContain('/Blog/gone');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves each feed with its own type (firebase.json)', () => {
    const config = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../firebase.json'), 'utf8'));
    const rules: { source: string; headers: { key: string; value: string }[] }[] = config.hosting.headers;
    for (const feedPath of FEEDS) {
      const type = rules
        .find((r) => r.source === feedPath.path)
        ?.headers.find((h) => h.key === 'Content-Type');
      expect([feedPath.path, type?.value]).toEqual([feedPath.path, `${feedPath.type}; charset=utf-8`]);
    }
  });
});
