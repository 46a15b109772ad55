import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { allRoutes, siteUrl } from './support/routes';

// Issue 34 §4: every built page has a social card of its own, 1200 × 630, served from public/og/.
const publicDir = path.resolve(__dirname, '../../public');
const htmlOf = (route: string) =>
  fs.readFileSync(path.join(publicDir, route === '/' ? '' : route, 'index.html'), 'utf8');
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
/** Width and height from a PNG's IHDR chunk, after the 8-byte signature. */
const pngSize = (png: Buffer) => ({
  png: png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

test('every built page names its own 1200 × 630 card, which the site serves', async ({ request }) => {
  const routes = [...allRoutes.map((r) => r.route), '/404'];
  expect(routes.length).toBeGreaterThanOrEqual(71);
  const seen = new Map<string, string>();
  for (const route of routes) {
    const html = htmlOf(route);
    const image = meta(html, 'og:image') ?? '';
    expect(image, route).toMatch(new RegExp(`^${siteUrl}/og/.+\\.png$`));
    expect(meta(html, 'twitter:image'), route).toBe(image);
    expect(meta(html, 'og:image:width'), route).toBe('1200');
    expect(meta(html, 'og:image:height'), route).toBe('630');
    expect(meta(html, 'og:image:alt')?.length, route).toBeGreaterThan(10);
    expect(seen.get(image), `${route} shares its card`).toBeUndefined();
    seen.set(image, route);
    const file = path.join(publicDir, new URL(image).pathname);
    expect(pngSize(fs.readFileSync(file)), route).toEqual({ png: true, width: 1200, height: 630 });
  }
  // The cards are distinct pictures too, not one file copied under many names.
  const bytes = new Set(
    [...seen.keys()].map((u) =>
      fs.readFileSync(path.join(publicDir, new URL(u).pathname)).toString('base64'),
    ),
  );
  expect(bytes.size).toBe(seen.size);
  // Served as images by the site's hosting.
  for (const image of [...seen.keys()].slice(0, 5)) {
    const response = await request.get(new URL(image).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
});

test("each card's alt text describes the card: a case's names its label, title and cover art", () => {
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const coverAlt = /^coverAlt: "(.*)"$/m.exec(
    fs.readFileSync(path.resolve(__dirname, '../../content/cases/Mila.md'), 'utf8'),
  )?.[1];
  expect(coverAlt).toBeTruthy();
  const alt = decode(meta(htmlOf('/Cases/Mila'), 'og:image:alt') ?? '');
  expect(alt).toContain('Case study card');
  expect(alt).toContain('“Mila”');
  expect(alt).toContain(coverAlt);
  // A page without art of its own: the card shows the studio's mark.
  expect(decode(meta(htmlOf('/About'), 'og:image:alt') ?? '')).toMatch(
    /^Card with the title “.+” beside the .+ mark/,
  );
});
