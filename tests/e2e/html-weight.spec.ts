import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { weighHtml } from '@fernhill/site-tools/lib/html-weight';
import { listDiffPages } from '@fernhill/site-tools/lib/site-pages';

/**
 * The weight of every built page's HTML (docs/performance.md), on the real production build. The
 * site's stylesheet is inline in every page's head, where Gatsby puts it: linked, the first paint
 * waited a round trip after the HTML for it, and a page's largest paint was 1.2-1.4× its floor where
 * inline it is at most 1.1× ("The site's stylesheet inline again", 5 Dec 2026). So no page fits the
 * first round trip (14.6 kB gzipped) now. What is held instead:
 * - the head, what the first paint needs before any of the body, within 13.5 kB (13.2 kB at most, /AI,
 *   on 5 Dec), so that it and the first screen's markup arrive in about the first round trip;
 * - the whole page within 26.6 kB, the heaviest page measured (`/`, 26.5 kB with the font swap's
 *   blocks taken in document order, 71cb2c5) and a little room.
 */
const HEAD_CEILING = 13_500;
const PAGE_CEILING = 26_600;

const publicDir = path.resolve(__dirname, '../../public');
const pages = listDiffPages(publicDir).map(({ route, file }) => ({
  route,
  html: fs.readFileSync(file, 'utf8'),
}));
// The site's pages: those with the baseline (not the editor's /admin shell).
const sitePages = pages.filter(({ html }) => html.includes('id="baseline-css"'));

test('every page’s HTML, and its head, within their ceilings', () => {
  expect(sitePages.length).toBeGreaterThan(10);
  for (const { route, html } of sitePages) {
    expect.soft(weighHtml(html).gzipBytes, `${route}: gzipped HTML`).toBeLessThanOrEqual(PAGE_CEILING);
    const head = html.slice(0, html.indexOf('<body'));
    expect.soft(weighHtml(head).gzipBytes, `${route}: gzipped head`).toBeLessThanOrEqual(HEAD_CEILING);
  }
});

test('the site’s stylesheet is inline once, as Gatsby writes it, and not linked', () => {
  expect(sitePages.length).toBeGreaterThan(10);
  for (const { route, html } of sitePages) {
    // Gatsby's runtime does not fetch a stylesheet whose `data-href` is in the page already.
    const inline = html.match(
      /<style data-href="\/styles\.[0-9a-f]+\.css" data-identity="gatsby-global-css">/g,
    );
    expect.soft(inline?.length, route).toBe(1);
    expect.soft(html, route).not.toMatch(/<link rel="stylesheet" href="\/styles\./);
  }
});

test('every MUI variable a page’s CSS reads is defined (src/theme/skip-css-variables.ts)', () => {
  // A page's CSS: its inline styles (the site's stylesheet among them: the build-time classes and
  // MUI's variables, src/theme/variables.css.ts) and the one it defers (the dialog's, in a <noscript>).
  const cssOf = (html: string) =>
    [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('') +
    [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)]
      .map((m) => fs.readFileSync(path.join(publicDir, m[1]!), 'utf8'))
      .join('');
  expect(sitePages.length).toBeGreaterThan(10);
  for (const { route, html } of sitePages) {
    const css = cssOf(html);
    const defined = new Set([...css.matchAll(/(--mui-[\w-]+):/g)].map((m) => m[1]));
    expect.soft(defined.has('--mui-palette-primary-main'), `${route}: the theme's variables`).toBe(true);
    const read = new Set([...css.matchAll(/var\((--mui-[\w-]+)/g)].map((m) => m[1]));
    expect
      .soft(
        [...read].filter((name) => !defined.has(name)),
        `${route}: undefined variables`,
      )
      .toEqual([]);
  }
});
