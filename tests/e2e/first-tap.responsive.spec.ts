import { test, expect, type Page } from '@playwright/test';
import { tappedBeforeApp, throttleLikeAPhone, watchFirstTap } from './support/phone';

/**
 * Issue 19: on a throttled phone, every control works from the moment it is painted. Each test
 * opens a cold page, taps a control as soon as it is visible (before the app has hydrated, which
 * each test checks, or the test would prove nothing) and asserts the tap's effect, exactly once.
 */
test.describe.configure({ timeout: 60_000 });

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

async function open(page: Page, route: string) {
  await watchFirstTap(page);
  await throttleLikeAPhone(page);
  await page.goto(route, { waitUntil: 'commit' });
}

for (const route of ['/', '/Cases/Mila', '/AI']) {
  test(`the menu opens at the first tap on ${route}`, async ({ page }) => {
    await open(page, route);
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (phone(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await tappedBeforeApp(page)).toBe(true);
      await expect(nav).toBeVisible({ timeout: 500 });
    } else {
      await nav.locator('summary', { hasText: /^Services$/ }).click();
      expect(await tappedBeforeApp(page)).toBe(true);
      await expect(nav.getByRole('link', { name: 'Quality Assurance' })).toBeVisible({ timeout: 500 });
    }
  });
}

for (const route of ['/', '/Cases']) {
  test(`Get in touch tapped before the app opens the contact dialog once on ${route}`, async ({ page }) => {
    await open(page, route);
    await page.locator('header').getByRole('button', { name: 'Get in touch' }).click();
    expect(await tappedBeforeApp(page)).toBe(true);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByPlaceholder('Describe your project...')).toBeVisible();
    await expect(dialog).toHaveCount(1);
  });
}

test('the colour mode tapped before the app switches once, and is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/Blog');
  await page.getByRole('button', { name: /^Colour mode/ }).click();
  expect(await tappedBeforeApp(page)).toBe(true);
  // system → light: one step, not two (a replayed tap acts once) and not zero (it is not lost).
  await expect(page.getByRole('button', { name: /^Colour mode: light/ })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');
});

test('an industry chosen before the app filters the list and is not reset', async ({ page }) => {
  // A campaign's own query stays; the kept choice joins it.
  await open(page, '/Cases?utm_source=mail');
  const industry = page.getByLabel('Industry');
  await industry.selectOption('Education');
  expect(await tappedBeforeApp(page)).toBe(true);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  await expect(industry).toHaveValue('Education');
  await expect(page).toHaveURL(/\?utm_source=mail&industry=Education$/);
  await expect(page.getByRole('status')).not.toContainText('27 of 27');
  await expect(page.getByRole('list', { name: 'Case studies' }).getByRole('listitem').first()).toBeVisible();
});
