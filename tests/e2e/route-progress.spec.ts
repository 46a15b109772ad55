import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** Spec §4/§9: a 3 px bar for client navigations slower than 200 ms, red when the page fails. */
test('a slow client navigation shows the progress bar, which goes when the page arrives', async ({
  page,
}) => {
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
  await expect(bar).toHaveAttribute('data-state', 'pending');
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(3);
  release();
  await expect(page).toHaveURL(/\/Cases$/);
  await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'idle');
});

test('a navigation whose page fails to load turns the bar to the error state', async ({ page }) => {
  // Gatsby then falls back to a full load of the page, kept pending below so the state can be seen;
  // while a navigation is pending Playwright cannot query the page, so the bar reports its states.
  const states: string[] = [];
  await page.exposeFunction('__barState', (state: string) => states.push(state));
  await page.addInitScript(() => {
    new MutationObserver((mutations) => {
      for (const m of mutations)
        (window as unknown as { __barState: (s: string | null) => void }).__barState(
          (m.target as Element).getAttribute('data-state'),
        );
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await gotoHydrated(page, '/');
  // Gatsby retries anything but 200/404/500 three times, then gives the navigation up.
  await page.route('**/page-data/Cases/page-data.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.route('**/Cases', () => undefined);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cases', exact: true })
    .click();
  // (Its accessible text for this state is checked in RouteProgress.test.tsx.)
  await expect.poll(() => states, { timeout: 10_000 }).toContain('error');
});
