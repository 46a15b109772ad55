import { test, expect } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test('mobile menu is a toggled accordion with per-section expand and collapse', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  const services = menu.getByRole('button', { name: 'Services' });
  const industries = menu.getByRole('button', { name: 'Industries' });
  await services.click();
  await industries.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(industries).toHaveAttribute('aria-expanded', 'true');
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await menu.getByRole('link', { name: 'Education' }).click();
  await expect(page).toHaveURL(/\/Industries\/Education$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('the header fits a phone screen without horizontal scrolling', async ({ page }) => {
  await gotoHydrated(page, '/Cases/Uplife');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Get in touch' })).toBeVisible();
});
