import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '../security-headers.ts';
import { negotiateEncoding } from '../static/serve.ts';
import { request } from './support/http.ts';
import { BUNDLE, PNG } from './support/site-fixture.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

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
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.body.toString()).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['/cases', '/Cases'],
    ['/CASES', '/Cases'],
    ['/Cases/', '/Cases'],
    ['/BLOG/', '/Blog'],
    ['/blog', '/Blog'],
    ['/cases/ankibuddy', '/Cases/AnkiBuddy'],
    ['/Cases/AnkiBuddy/', '/Cases/AnkiBuddy'],
    ['/Cases/UpLife', '/Cases/Uplife'],
    ['/engineering/iosappdevelopment', '/Engineering/iOSAppDevelopment'],
    ['/DesignServices/DesignServices', '/DesignServices'],
    ['/designservices/designservices/', '/DesignServices'],
    ['/Cases/AnkiBuddy/index.html', '/Cases/AnkiBuddy'],
    ['/index.html', '/'],
    ['//Cases', '/Cases'],
    ['/cases?utm_source=mail&x=1', '/Cases?utm_source=mail&x=1'],
    ['/cases/ankibuddy/?ref=menu', '/Cases/AnkiBuddy?ref=menu'],
  ])('redirects %s permanently to %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers['location']).toBe(location);
  });

  it.each([
    '/nope',
    '/Cases/Unknown',
    '/cases/unknown/',
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/api/contactformv2',
  ])('answers %s with the 404 page and status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toContain('Page not found');
  });

  it('refuses a malformed percent-encoding with 400', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('answers POST on a page with 405 and Allow', async () => {
    const response = await get('/Cases', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
  });
});

describe('static files', () => {
  it.each([
    ['/app-0123456789abcdef0123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/styles.0123456789abcdef0123.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/static/1a2b3c/logo.png', 'image/png', 'public, max-age=31536000, immutable'],
    ['/page-data/index/page-data.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/page-data/app-data.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/sitemap-index.xml', 'application/xml; charset=utf-8', 'no-cache'],
    ['/rss.xml', 'application/rss+xml; charset=utf-8', 'no-cache'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
  ])('%s: %s, %s', async (path, type, cache) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cache);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves static files case-sensitively', async () => {
    expect((await get('/ROBOTS.TXT')).status).toBe(404);
  });

  it('compresses with brotli or gzip as accepted, and sends identity otherwise', async () => {
    const path = '/app-0123456789abcdef0123.js';
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);

    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);

    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE));
  });

  it('does not recompress images', async () => {
    const response = await get('/static/1a2b3c/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(PNG)).toBe(true);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/Cases');
    const etag = String(first.headers['etag']);
    const second = await get('/Cases', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('answers HEAD with headers only', async () => {
    const response = await get('/app-0123456789abcdef0123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
