/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { request } from './support/http.ts';
import { LOCAL_BUCKET } from '@fernhill/lead-pipeline/contact/local-storage';
import { BUNDLE, FIREBASE_JSON, PNG } from './support/site-fixture.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

/**
 * The local server answers as firebase.json says Hosting will: these cases read the rules from the
 * same file that is deployed, so they fail if either the config or the server drifts.
 */
const CONTENT_SECURITY_POLICY = (
  JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')).hosting.headers as Array<{
    headers: Array<{ key: string; value: string }>;
  }>
)
  .flatMap((rule) => rule.headers)
  .find((h) => h.key === 'Content-Security-Policy')?.value;

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.stop());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  request(`${stack.url}${path}`, { method, headers });

describe('pages', () => {
  it.each([
    ['/', 'Home'],
    ['/Cases', 'Cases'],
    ['/Cases/AnkiBuddy', 'AnkiBuddy'],
    ['/Engineering/iOSAppDevelopment', 'iOS'],
    ['/Blog/how-to-scope-an-mvp', 'MVP'],
  ])('serves %s from its index.html with security headers and no-cache', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.body.toString()).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['/cases', '/Cases'],
    ['/Cases/', '/Cases'],
    ['/blog', '/Blog'],
    ['/cases/ankibuddy', '/Cases/AnkiBuddy'],
    ['/Cases/AnkiBuddy/', '/Cases/AnkiBuddy'],
    ['/Cases/UpLife', '/Cases/Uplife'],
    ['/engineering/iosappdevelopment', '/Engineering/iOSAppDevelopment'],
    ['/DesignServices/DesignServices', '/DesignServices'],
    ['/designservices/designservices', '/DesignServices'],
    ['/cases?utm_source=mail&x=1', '/Cases?utm_source=mail&x=1'],
  ])('redirects %s permanently to %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers['location']).toBe(location);
  });

  it('never redirects a canonical route to itself', async () => {
    for (const path of ['/Cases', '/Cases/AnkiBuddy', '/Cases/Uplife', '/DesignServices', '/Blog'])
      expect([path, (await get(path)).status]).toEqual([path, 200]);
  });

  it.each([
    '/nope',
    '/Cases/Unknown',
    '/cases/unknown',
    '/CASES',
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/api/contactformv2',
  ])('answers %s with the 404 page and status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Nothing under /api/ is cached, not even its 404s.
    expect(response.headers['cache-control']).toBe(path.startsWith('/api/') ? 'no-store' : 'no-cache');
    expect(response.body.toString()).toContain('Page not found');
  });
});

describe('static files', () => {
  it.each([
    [
      '/app-0123456789abcdef0123.js',
      'application/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/styles.0123456789abcdef0123.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/static/1a2b3c/logo.png', 'image/png', 'public, max-age=31536000, immutable'],
    ['/page-data/index/page-data.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/page-data/app-data.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/sw.js', 'application/javascript; charset=utf-8', 'no-cache'],
    ['/sitemap-index.xml', 'application/xml', 'no-cache'],
    // The feeds by their own types (firebase.json; FEEDS in @fernhill/content-rules/feeds).
    ['/rss.xml', 'application/rss+xml; charset=utf-8', 'no-cache'],
    ['/atom.xml', 'application/atom+xml; charset=utf-8', 'no-cache'],
    ['/feed.json', 'application/feed+json; charset=utf-8', 'no-cache'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
  ])('%s: %s, %s', async (path, type, cache) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cache);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  // The search's index files carry a content hash in their names, so a visitor keeps them; the names
  // that do not (Pagefind's scripts, the preload list) are asked again at each use.
  it.each([
    ['/pagefind/pagefind.js', 'no-cache'],
    ['/pagefind/preload.json', 'no-cache'],
    ['/pagefind/pagefind.en_0123456789.pf_meta', 'public, max-age=31536000, immutable'],
    ['/pagefind/index/en_0123456.pf_index', 'public, max-age=31536000, immutable'],
    ['/pagefind/fragment/en_0123456.pf_fragment', 'public, max-age=31536000, immutable'],
    ['/pagefind/filter/en_0123456.pf_filter', 'public, max-age=31536000, immutable'],
  ])('%s: %s', async (path, cache) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cache);
  });

  it('serves static files case-sensitively', async () => {
    expect((await get('/ROBOTS.TXT')).status).toBe(404);
  });

  it('compresses when accepted, and sends identity otherwise', async () => {
    const path = '/app-0123456789abcdef0123.js';
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['vary']).toBe('Accept-Encoding');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);

    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('does not recompress images', async () => {
    const response = await get('/static/1a2b3c/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(PNG)).toBe(true);
  });

  it('answers HEAD with headers only', async () => {
    const response = await get('/app-0123456789abcdef0123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });
});

describe('a rebuild while the server runs', () => {
  it('serves by the new firebase.deploy.json without a restart, and keeps the old one while the file is half-written', async () => {
    const { readFileSync: read, writeFileSync: write, utimesSync } = await import('node:fs');
    const file = stack.log.entries.find((e) => e.event === 'server.listening')!.hostingConfig as string;
    const original = read(file, 'utf8');
    const touch = (at: number) => utimesSync(file, at / 1000, at / 1000);
    try {
      const config = JSON.parse(original);
      config.hosting.headers.push({ source: '/Cases', headers: [{ key: 'X-Build', value: 'second' }] });
      write(file, JSON.stringify(config));
      touch(Date.now() + 5_000);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await get('/'); // the first request after a second looks at the file
      expect((await get('/Cases')).headers['x-build']).toBe('second');
      expect(stack.log.entries.some((e) => e.event === 'hosting.config_reloaded')).toBe(true);

      write(file, '{"hosting": {'); // a build caught mid-write
      touch(Date.now() + 10_000);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await get('/');
      expect((await get('/Cases')).headers['x-build']).toBe('second');
      expect(stack.log.entries.some((e) => e.event === 'hosting.config_unreadable')).toBe(true);
    } finally {
      write(file, original);
      touch(Date.now() + 15_000);
    }
  });
});

describe('the API and refusals', () => {
  it('answers the API with no-store, as the deployed configuration says', async () => {
    const response = await request(`${stack.url}/api/contactFormV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says why it refuses a request it cannot parse', async () => {
    const { connect } = await import('node:net');
    const port = Number(new URL(stack.url).port);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: 'badRequest' });
  });
});

describe('an upload name too long for a file name', () => {
  it.each([
    ['é', 130],
    ['ж', 200],
    ['😀', 98],
  ])('of %s × %i answers 4xx, and no log line carries it', async (char, count) => {
    const file = `${char.repeat(count)}.pdf`;
    const name = `contact/Jane/${file}`;
    const response = await request(`${stack.url}/v0/b/${LOCAL_BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'x-goog-upload-protocol': 'multipart', 'content-type': 'multipart/related; boundary=b' },
      body: '--b--',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(stack.log.entries)).not.toContain(char.repeat(10));
  });
});
