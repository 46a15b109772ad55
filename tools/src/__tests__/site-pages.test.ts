/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  listBenchRoutes,
  listDiffPages,
  normaliseRoute,
  readSitemapRoutes,
  routeFromFile,
} from '../lib/site-pages.ts';

describe('routes', () => {
  it.each([
    ['index.html', '/'],
    ['Cases/index.html', '/Cases'],
    ['Cases/AnkiBuddy/index.html', '/Cases/AnkiBuddy'],
    ['404.html', '/404.html'],
  ])('%s → %s', (file, route) => {
    expect(routeFromFile(file)).toBe(route);
  });

  it('normalises user input without changing case', () => {
    expect(normaliseRoute('Cases/')).toBe('/Cases');
    expect(normaliseRoute('/')).toBe('/');
    expect(normaliseRoute('/Engineering/iOSAppDevelopment')).toBe('/Engineering/iOSAppDevelopment');
  });
});

describe('pages of a build', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
    for (const file of [
      'index.html',
      '404.html',
      '404/index.html',
      'AIcopy/index.html',
      'Cases/index.html',
      'Cases/AnkiBuddy/index.html',
      'page-data/index/page-data.json',
      'static/abc/index.html',
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '<html></html>');
    }
    fs.writeFileSync(
      path.join(dir, 'sitemap-index.xml'),
      '<?xml version="1.0"?><sitemapindex><sitemap><loc>https://example.com/sitemap-0.xml</loc></sitemap></sitemapindex>',
    );
    fs.writeFileSync(
      path.join(dir, 'sitemap-0.xml'),
      '<?xml version="1.0"?><urlset><url><loc>https://example.com/</loc></url><url><loc>https://example.com/Cases</loc></url>' +
        '<url><loc>https://example.com/Cases/AnkiBuddy</loc></url></urlset>',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('benchmarks every index.html but the 404 page and asset folders', () => {
    expect(listBenchRoutes(dir).map((p) => p.route)).toEqual(['/', '/AIcopy', '/Cases', '/Cases/AnkiBuddy']);
  });

  it('diffs every index.html plus 404.html', () => {
    expect(listDiffPages(dir).map((p) => p.route)).toEqual([
      '/',
      '/404',
      '/404.html',
      '/AIcopy',
      '/Cases',
      '/Cases/AnkiBuddy',
    ]);
  });

  it('reads the sitemap routes', () => {
    expect(readSitemapRoutes(dir)).toEqual(['/', '/Cases', '/Cases/AnkiBuddy']);
  });
});
