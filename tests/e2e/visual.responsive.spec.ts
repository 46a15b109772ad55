import { expect, test, type Page } from '@playwright/test';
import { blockRecaptcha } from './support/contact-fixtures.ts';
import { gotoHydrated } from './support/hydration.ts';

/**
 * Screenshot baselines of the first screen of each kind of page, on desktop and on a phone, light
 * and dark: a layout or style change shows up as a failing comparison with the image to review.
 * After an intended change: `npm run test:e2e -- visual --update-snapshots`, and commit the PNGs.
 * Baselines are per platform and browser (tests/e2e/__screenshots__/<platform>/…): fonts
 * render differently elsewhere, so a new kind of machine writes its own set on its first run.
 */
const PAGES = [
  ['home', '/'],
  ['case', '/Cases/Mila'],
  ['service', '/QualityAssurance'],
  ['industry', '/Industries/Medical'],
  ['blog', '/Blog'],
  ['post', '/Blog/app-release-checklist'],
] as const;

async function prepare(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  // A visitor who already answered the cookie question: no banner over the page.
  await page.addInitScript(() => localStorage.setItem('fernhill:analytics-consent', 'denied'));
  await blockRecaptcha(page);
}

/** Every image in the first screen decoded and the brand font in use. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const visible = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.height > 0 && box.top < innerHeight; // not display:none (never fetched when lazy)
    });
    await Promise.all(visible.map((img) => img.decode().catch(() => undefined)));
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    for (const [name, path] of PAGES) {
      test(`${name} page looks as reviewed`, async ({ page }) => {
        await prepare(page, scheme);
        await gotoHydrated(page, path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${scheme}.png`);
      });
    }

    test('the open contact modal looks as reviewed', async ({ page }) => {
      await prepare(page, scheme);
      await gotoHydrated(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
      await expect(dialog).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`contact-modal-${scheme}.png`);
    });
  });
}
