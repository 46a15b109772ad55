import { test, expect, type Locator } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

const section = (menu: Locator, label: string) =>
  menu.locator('summary', { hasText: new RegExp(`^${label}$`) });

test('mobile menu is a toggled accordion with per-section expand and collapse', async ({ page }) => {
  await gotoHydrated(page, '/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  // The page behind the open menu does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await section(menu, 'Services').click();
  await expect(menu.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
  await section(menu, 'Services').click();
  await expect(menu.getByRole('link', { name: 'Quality Assurance' })).toBeHidden();
  await section(menu, 'Industries').click();
  await menu.getByRole('link', { name: 'Education' }).click();
  await expect(page).toHaveURL(/\/Industries\/Education$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('Escape closes the mobile menu and returns focus to its button', async ({ page }) => {
  await gotoHydrated(page, '/Blog');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await section(menu, 'Industries').click();
  await menu.getByRole('link', { name: 'Education' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the header fits a phone screen without horizontal scrolling', async ({ page }) => {
  await gotoHydrated(page, '/Cases/Uplife');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Get in touch' })).toBeVisible();
});

// Issue 34 (D5): WebKit brought a page back from its back/forward cache with the phone's menu open
// and the scroll locked. Chromium under Playwright keeps no such cache, so the page is sent the
// events a cached page gets as it leaves (pagehide) and comes back (pageshow, persisted).
for (const when of ['before the app', 'after the app'] as const)
  test(`${when}: a page left with its menu open comes back with the menu closed and scrolling`, async ({
    page,
  }) => {
    if (when === 'before the app') await page.route(/\.js(\?|$)/, (route) => route.abort());
    await (when === 'before the app' ? page.goto('/') : gotoHydrated(page, '/'));
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const leave of ['pagehide', 'pageshow'] as const) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await section(menu, 'Services').click();
      await expect(menu.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
      await page.evaluate(
        (type) => window.dispatchEvent(new PageTransitionEvent(type, { persisted: true })),
        leave,
      );
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
        'hidden',
      );
      // Opened again, the menu shows its groups closed.
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu.getByRole('link', { name: 'Quality Assurance' })).toBeHidden();
      await page.keyboard.press('Escape');
    }
    if (when === 'before the app') expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  });
