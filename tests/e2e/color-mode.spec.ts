import { test, expect, type Page } from '@playwright/test';
import { gotoHydrated, reloadHydrated } from './support/hydration';

const scheme = (page: Page) => page.locator('html');

test('the switch cycles system → light → dark and the choice survives a reload without a flash', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/Blog');
  const toggle = page.getByRole('button', { name: /^Colour mode: system/ });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('button', { name: /^Colour mode: light/ })).toBeVisible();
  await page.getByRole('button', { name: /^Colour mode: light/ }).click();
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');

  // The attribute must be set before first paint: check it from the very first script on reload.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstScheme: string | null }).firstScheme =
        document.documentElement.getAttribute('data-mui-color-scheme');
    });
  });
  await reloadHydrated(page);
  expect(await page.evaluate(() => (window as unknown as { firstScheme: string | null }).firstScheme)).toBe(
    'dark',
  );
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(2, 6, 23)');
});

test('system mode follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, '/');
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await reloadHydrated(page);
  await expect(scheme(page)).toHaveAttribute('data-mui-color-scheme', 'light');
});

test('a page can force dark whatever the visitor chose', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/AI');
  const root = page.locator('[data-mui-color-scheme="dark"]').first();
  await expect(root).toBeVisible();
  const color = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color);
  expect(color).toBe('rgb(248, 250, 252)');
  await expect(page.getByRole('button', { name: 'Colour mode is fixed on this page' })).toBeDisabled();
});

test('on a page forced dark, the contact dialog is dark too and the fixed switch shows the moon', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'light'));
  await gotoHydrated(page, '/AI');
  const toggle = page.getByRole('button', { name: 'Colour mode is fixed on this page' });
  // The moon (MoonIcon), not the visitor's sun: the switch shows the scheme the page shows.
  await expect(toggle.locator('svg:visible path')).toHaveAttribute('d', /^M20 15\.3A8\.5/);
  await page.locator('header').getByRole('button', { name: 'Get in touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
  await expect(dialog).toBeVisible();
  const background = await dialog.evaluate((d) => getComputedStyle(d).backgroundColor);
  expect(background).not.toBe('rgb(248, 250, 252)');
  expect(background).not.toBe('rgb(255, 255, 255)');
});
