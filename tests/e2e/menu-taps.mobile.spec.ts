import { test, expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { holdScripts } from './support/phone';

/**
 * Issue 26, item 1: on a touch phone every tap in the menu counts, before the app, across its
 * takeover and after. Each test holds the page's scripts back (the page as a visitor has it before
 * the app), taps, then lets the scripts load and taps on, in one chain.
 */
test.use({ viewport: { width: 390, height: 844 } });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const group = (page: Page, label: string) =>
  menu(page)
    .locator('details', { has: page.locator(`summary:text-is("${label}")`) })
    .last();
const summary = (page: Page, label: string): Locator => menu(page).locator(`summary:text-is("${label}")`);
const isOpen = (details: Locator) => details.evaluate((d) => (d as HTMLDetailsElement).open);

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(menu(page)).toBeVisible();
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test('before the app: a tap on another group opens it, a tap on a link navigates', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await openMenu(page);
  await summary(page, 'Services').tap();
  await summary(page, 'Industries').tap();
  expect(await isOpen(group(page, 'Industries'))).toBe(true);
  expect(await isOpen(group(page, 'Services'))).toBe(false);
  await menu(page).getByRole('link', { name: 'Blog' }).tap();
  await expect(page).toHaveURL(/\/Blog$/);

  await openMenu(page);
  await summary(page, 'Services').tap();
  await summary(page, 'Product Design').tap();
  await menu(page).getByRole('link', { name: 'Quality Assurance' }).tap();
  await expect(page).toHaveURL(/\/QualityAssurance$/);
  expect(await hydrated(page)).toBe(false);
});

test('across the takeover: groups opened before the app stay open, and the taps after it count', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await openMenu(page);
  await summary(page, 'Services').tap();
  await summary(page, 'Industries').tap();
  expect(await isOpen(group(page, 'Industries'))).toBe(true);
  expect(await hydrated(page)).toBe(false);

  release();
  await waitForHydration(page);
  await expect(menu(page)).toBeVisible();
  expect(await isOpen(group(page, 'Industries'))).toBe(true);

  // Services open, tap Industries: Industries opens (the app must not collapse it under the finger).
  await summary(page, 'Services').tap();
  expect(await isOpen(group(page, 'Services'))).toBe(true);
  expect(await isOpen(group(page, 'Industries'))).toBe(false);
  await summary(page, 'Industries').tap();
  expect(await isOpen(group(page, 'Industries'))).toBe(true);
  expect(await isOpen(group(page, 'Services'))).toBe(false);

  // Industries open, tap Blog: navigates, and the menu closes.
  await menu(page).getByRole('link', { name: 'Blog' }).tap();
  await expect(page).toHaveURL(/\/Blog$/);
  await expect(menu(page)).toBeHidden();
});

test('across the takeover: a nested group opened before the app, then a link below it', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/Cases', { waitUntil: 'domcontentloaded' });
  await openMenu(page);
  await summary(page, 'Services').tap();
  await summary(page, 'Product Design').tap();
  expect(await isOpen(group(page, 'Product Design'))).toBe(true);
  expect(await hydrated(page)).toBe(false);

  release();
  await waitForHydration(page);
  // Product Design open, tap Quality Assurance (the link below the group): navigates.
  await menu(page).getByRole('link', { name: 'Quality Assurance' }).tap();
  await expect(page).toHaveURL(/\/QualityAssurance$/);
  await expect(menu(page)).toBeHidden();

  // And again once the app runs from the start of the gesture.
  await openMenu(page);
  await summary(page, 'Services').tap();
  await summary(page, 'Product Design').tap();
  await menu(page).getByRole('link', { name: 'Quality Assurance' }).tap();
  await expect(menu(page)).toBeHidden();
  await openMenu(page);
  await summary(page, 'Industries').tap();
  expect(await isOpen(group(page, 'Industries'))).toBe(true);
  await menu(page).getByRole('link', { name: 'Blog' }).tap();
  await expect(page).toHaveURL(/\/Blog$/);
});
