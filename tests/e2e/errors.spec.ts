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

test('the 404 heading says its final words at first paint and keeps them', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstHeading: string }).firstHeading =
        document.querySelector('h1')!.textContent!;
    });
  });
  // A hydration mismatch would show as an error here (React recovers by rendering again).
  const errors: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()),
  );
  await page.goto('/Cases/Nope');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const first = await page.evaluate(() => (window as unknown as { firstHeading: string }).firstHeading);
  expect(first).toBe('Page Not Found: /Cases/Nope');
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  expect(errors).toEqual([]);
});

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
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Error 500')).toHaveCount(0);
});
