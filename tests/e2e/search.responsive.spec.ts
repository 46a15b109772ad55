import { test, expect } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { SEARCH_CONTROL_ATTRIBUTE } from '../../src/components/search/contract';
import { searchWording } from '../../src/components/search/wording';

/** The search's layout on the phone and on the desktop: the control in the header row, the dialog on screen. */
test('the header’s search control fits the row, and its dialog fits the screen with results', async ({
  page,
}) => {
  await gotoHydrated(page, '/Cases');
  const viewport = page.viewportSize()!;
  const control = page.locator(`header [${SEARCH_CONTROL_ATTRIBUTE}]`);
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.width).toBeGreaterThanOrEqual(44); // a full-size target
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

  await control.click();
  const dialog = page.getByRole('dialog', { name: searchWording.label });
  await dialog.getByRole('searchbox').pressSequentially('app');
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const frame = (await dialog.boundingBox())!;
  expect(frame.x).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.width).toBeLessThanOrEqual(viewport.width);
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
});
