import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** Spec §4/§9: a 3 px bar for client navigations slower than 200 ms, red when the page fails. */
test('a slow client navigation shows the loading bar, which goes when the page arrives', async ({ page }) => {
  await gotoHydrated(page, '/');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/page-data/Cases/page-data.json', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toHaveCount(0); // idle: hidden from assistive technology
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cases', exact: true })
    .click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-state', 'loading');
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(3);
  release();
  await expect(page).toHaveURL(/\/Cases$/);
  await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'idle');
});

test('a navigation whose page fails to load turns the bar to the error state', async ({ page }) => {
  await gotoHydrated(page, '/');
  // Gatsby retries anything but 200/404/500 three times, then gives the navigation up.
  await page.route('**/page-data/Cases/page-data.json', (route) => route.fulfill({ status: 503, body: '' }));
  // Gatsby then falls back to a full load of the page: keep that pending so the state can be seen.
  await page.route('**/Cases', () => undefined);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cases', exact: true })
    .click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  // (Its accessible text for this state is checked in LoadingBar.test.tsx: the pending full load
  // makes Playwright wait on every further query.)
  await expect(bar).toHaveAttribute('data-state', 'error');
});
