import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { allRoutes, siteUrl } from './support/routes';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.describe('every route', () => {
  for (const { route, canonical } of allRoutes) {
    test(`${route} answers 200 with one h1, its canonical link, and no WCAG 2.2 AA violation`, async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
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

test('pages have unique titles', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const { route } of allRoutes) {
    const html = await (await request.get(route)).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
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
