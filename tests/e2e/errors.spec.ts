import { test, expect } from '@playwright/test';
import { siteUrl } from './support/routes';

test('an unknown path answers 404 with "Page not found" and the path', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
});

for (const path of ['/Cases/NoSuchCase', '/Blog/no-such-post']) {
  test(`a missing case or post (${path}) says "Page Not Found" with the path`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
  });
}

for (const [from, to] of [
  ['/cases', '/Cases'],
  ['/blog', '/Blog'],
  ['/cases/ankibuddy', '/Cases/AnkiBuddy'],
  ['/Cases/UpLife', '/Cases/Uplife'],
  ['/engineering/iosappdevelopment/', '/Engineering/iOSAppDevelopment'],
  ['/DesignServices/DesignServices', '/DesignServices'],
]) {
  test(`${from} ends on the one canonical URL ${to}`, async ({ page }) => {
    const response = await page.goto(`${from}?ref=x`);
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe(to);
    expect(url.search).toBe('?ref=x');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${to}`);
  });
}

test('the generic error page differs from the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.locator('.big')).toHaveText('404');
  await expect(page.getByText('Error 500')).toHaveCount(0);
});
