import { test, expect, type Page } from '@playwright/test';
import { blockRecaptcha, stubGoogleTag } from './support/contact-fixtures';
import { waitForHydration } from './support/hydration';
import { recordLayoutShifts } from './support/layout-shifts';

/**
 * The contact form holds still when the dialog opens (issue 33, a helper's find): the app hydrates
 * the form while the dialog is closed, and MUI's autosizing textarea, measuring itself there, set
 * the message box to 6 px, so the form jumped 86 px as the dialog opened with its stylesheet still
 * loading, and on every reopening. Layout shifts are counted from the tap on, including those
 * within 500 ms of it (which CLS would excuse: the visitor sees them all the same).
 */
const getInTouch = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Get in touch' });
const message = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: /project/i });

/** Opens the dialog and returns the message box's height once the dialog has settled. */
async function openAndMeasure(page: Page) {
  await getInTouch(page).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(400);
  return (await message(page).boundingBox())!.height;
}

test.beforeEach(async ({ page }) => {
  await blockRecaptcha(page);
  await stubGoogleTag(page);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: opened after the app, its stylesheet still loading, then reopened, the form does not move`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.route(/\/contact-dialog-[^/]*\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    const shifts = await recordLayoutShifts(page);

    const first = await openAndMeasure(page);
    expect(first, 'four rows of text').toBeGreaterThan(80);
    expect(await shifts(), 'opening, once the stylesheet landed').toBeLessThan(0.001);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await openAndMeasure(page), 'reopened').toBe(first);
    expect(await shifts(), 'reopening').toBeLessThan(0.001);
  });
}
