import { test, expect, type ConsoleMessage } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { allRoutes, siteUrl } from './support/routes';
import { waitForHydration } from './support/hydration';
import { readStackInfo } from './support/contact-fixtures';
import { readFileSync } from 'node:fs';
import { inlineScriptHashes } from '../../gatsby/hosting/csp';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.describe('every route', () => {
  for (const { route, canonical } of allRoutes) {
    test(`${route} answers 200 with one h1, its canonical link, no CSP violation and no WCAG 2.2 AA violation`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
        );
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      // Only the build's hashes let inline scripts run: hydrating proves they all did.
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' [^;]*'sha256-/);
      expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-inline' 'sha256");
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${canonical}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test('pages have unique titles of at most 60 characters', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const { route } of allRoutes) {
    const html = await (await request.get(route)).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(
      title.replace(/&amp;/g, '&').length,
      `${route}: "${title}" is cut in search results`,
    ).toBeLessThanOrEqual(60);
    titles.set(title, route);
  }
});

test('the dark scheme has no WCAG 2.2 AA violation either', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const route of ['/', '/Cases/Mila', '/Blog/how-to-scope-an-mvp', '/Engineering']) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(
      violations.map((v) => `${route} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('an inline script the build did not hash is blocked, and the browser reports it to /api/csp-report', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  const violations = () =>
    readFileSync(readStackInfo().logPath, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"csp.violation"') && line.includes('script-src'));
  await expect.poll(() => violations().length, { timeout: 10_000 }).toBeGreaterThan(0);
});

test('a URL that matches no page gets the 404 page, whose scripts run under the catch-all policy', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  expect(violations).toEqual([]);
});

test('the 404 page, at an unknown URL and at /404, is served a policy that allows each of its inline scripts', async ({
  page,
}) => {
  // Hosting serves 404.html for an unknown URL and 404/index.html at /404: both under the catch-all.
  for (const url of ['/no-such-page', '/Cases/no-such-case', '/404']) {
    const violations: string[] = [];
    const onViolation = (m: ConsoleMessage) => {
      if (/Content Security Policy/.test(m.text())) violations.push(m.text());
    };
    page.on('console', onViolation);
    const response = await page.goto(url);
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const hash of inlineScriptHashes(await response!.text()))
      expect.soft(policy, `${url}: ${hash}`).toContain(hash);
    await waitForHydration(page);
    expect.soft(violations, url).toEqual([]);
    page.off('console', onViolation);
  }
});

test('any letter case of any route, with or without a slash, answers 301 to the route', async ({
  request,
}) => {
  const spellings = (route: string) => [
    route.toLowerCase(),
    route.toUpperCase(),
    `${route.toUpperCase()}/`,
    [...route].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join(''),
  ];
  for (const { route } of allRoutes.filter((r) => r.route !== '/')) {
    for (const spelling of new Set(spellings(route).filter((s) => s.replace(/\/$/, '') !== route))) {
      const response = await request.get(spelling, { maxRedirects: 0 });
      expect.soft(response.status(), spelling).toBe(301);
      expect.soft(new URL(response.headers().location ?? '', 'http://x').pathname, spelling).toBe(route);
    }
    expect.soft((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
  }
});
