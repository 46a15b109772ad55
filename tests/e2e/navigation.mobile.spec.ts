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
