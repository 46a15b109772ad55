import { expect, test, type Page } from '@playwright/test';
import { blockRecaptcha, gotoHydrated } from './support/contact-fixtures.ts';

/**
 * Needs a build with GATSBY_GA_MEASUREMENT_ID set (any G-… id): without one the Google tag never
 * loads and no banner shows, which is right for such a build but leaves nothing to test here.
 */
const NEEDS_ID = 'The e2e build needs GATSBY_GA_MEASUREMENT_ID (see tests/e2e/support/README.md)';
const TAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-[A-Z0-9]+$/;

async function prepare(page: Page, region: 'Europe' | 'US') {
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.googletagmanager.com/')) tagRequests.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__googleTagLoaded = true;' }),
  );
  await blockRecaptcha(page);
  await page.addInitScript((value) => localStorage.setItem('fernhill:region', value), region);
  return tagRequests;
}

test('in Europe the Google tag loads only after Accept, and the choice is remembered', async ({ page }) => {
  const tagRequests = await prepare(page, 'Europe');
  await gotoHydrated(page);
  const banner = page.getByRole('region', { name: 'Analytics cookies' });
  await expect(banner, NEEDS_ID).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();

  // Interactions and time that would load the tag in the US change nothing here.
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(5500);
  expect(tagRequests).toEqual([]);
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);

  const tagRequest = page.waitForRequest(TAG_URL);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await tagRequest;
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => 'gtag' in window)).toBe(true);

  // Next visit: no question; the tag loads once the page settled and the visitor interacts.
  await gotoHydrated(page);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => tagRequests.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(banner).toHaveCount(0);
});

test('in Europe Decline loads nothing, now or on the next visit', async ({ page }) => {
  const tagRequests = await prepare(page, 'Europe');
  await gotoHydrated(page);
  const banner = page.getByRole('region', { name: 'Analytics cookies' });
  await banner.getByRole('button', { name: 'Decline' }).click({ timeout: 10_000 });
  await expect(banner).toBeHidden();
  await gotoHydrated(page);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(5500);
  await expect(banner).toHaveCount(0);
  expect(tagRequests).toEqual([]);
});

test('in the US there is no banner and the tag loads once the visitor interacts', async ({ page }) => {
  const tagRequests = await prepare(page, 'US');
  await gotoHydrated(page);
  await page.waitForLoadState('load');
  const tagRequest = page.waitForRequest(TAG_URL, { timeout: 10_000 });
  await page.mouse.wheel(0, 400);
  await tagRequest;
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toHaveCount(0);
  expect(tagRequests).toHaveLength(1);
});

test('Cookie settings in the footer asks again, and Decline withdraws a consent given earlier', async ({
  page,
}) => {
  await prepare(page, 'Europe');
  await gotoHydrated(page);
  const banner = page.getByRole('region', { name: 'Analytics cookies' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => 'gtag' in window)).toBe(true);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('fernhill:analytics-consent'))).toBe('denied');
  // Consent Mode is told at once; the next visit loads nothing.
  const updates = await page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) =>
      Array.from(args),
    ),
  );
  expect(updates.at(-1)).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'denied' }),
  ]);
});

test('the privacy notice is one click from every page', async ({ page }) => {
  await gotoHydrated(page, '/Cases/Mila');
  // A wide footer shows it twice (its group, laid out open, and the legal line): either will do.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page).toHaveURL(/\/Privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When you contact us' })).toBeVisible();
});
