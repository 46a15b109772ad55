import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/**
 * Sections that need no JavaScript keep the server's HTML on the first load instead of being
 * hydrated (Static, plugins/gatsby-plugin-paint-first): they must keep their content, their links must
 * still navigate without a full reload, and after a client-side navigation they render as usual.
 */
const services = (page: Page) =>
  page.getByRole('list', { name: 'Services', exact: true }).getByRole('listitem');

test('a static section keeps its content after hydration and its links navigate in the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Offline, the Google tag's request fails; React's own errors are what matter here.
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });
  await gotoHydrated(page, '/');
  await expect(services(page)).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem')).toHaveCount(8);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('list', { name: 'Industries', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/Industries\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Back on the home page by client-side navigation: the sections render through React now.
  await page.getByRole('banner').getByRole('link', { name: 'Fernhill Studio home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(services(page)).toHaveCount(6);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // No hydration mismatch was reported (React logs recoverable errors to the console).
  expect(errors).toEqual([]);
});
