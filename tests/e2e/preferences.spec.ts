import { test, expect, type Page } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { allRoutes } from './support/routes';

/**
 * Issue 26, items 4 and 5: the visitor's own settings. A larger default font size is the
 * browser's setting (Chromium's `webkit.webprefs.default_font_size`), set here through the
 * DevTools protocol's Page.setFontSizes, which writes the same preference for the page.
 */
async function preferFontSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round(px * 0.8125) } });
}

test('with a 32 px font size the desktop header holds: logo mark, full-size colour switch, hidden skip link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await preferFontSize(page, 32);
  await gotoHydrated(page, '/');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  const header = page.locator('header');
  const mark = header.getByRole('link', { name: 'Fernhill Studio home' }).locator('svg');
  const markBox = (await mark.boundingBox())!;
  expect(markBox.width).toBeGreaterThanOrEqual(32);
  const switchBox = (await header.getByRole('button', { name: /^Colour mode/ }).boundingBox())!;
  expect(switchBox.width).toBeGreaterThanOrEqual(44);
  expect(switchBox.height).toBeGreaterThanOrEqual(44);
  // The bar's menu would not fit: the menu button stands in for it, as on a narrow screen.
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  // Nothing pokes out of the row or the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  const skipBox = await skip.boundingBox();
  expect(skipBox === null || skipBox.y + skipBox.height <= 0).toBe(true);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
});

// Issue 34, item 5 (D3): at 32 px on a 390 px phone, / laid out 458 px wide, /Engineering 431 px
// and /Industries/AR-VR 442 px (long words in the heroes did not wrap).
test('with a 32 px font size on a 390 px phone, no route is wider than the screen, before or after the app', async ({
  page,
}) => {
  test.setTimeout(allRoutes.length * 4_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await preferFontSize(page, 32);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const wider: string[] = [];
  for (const { route } of allRoutes) {
    await page.goto(route);
    const before = await overflow();
    await waitForHydration(page);
    const after = await overflow();
    if (before > 0 || after > 0) wider.push(`${route}: ${before} px, then ${after} px too wide`);
  }
  expect(wider).toEqual([]);
});

/** Scrolls / down, clicks the header's logo and reads scrollY in the same task as the click. */
async function scrollYRightAfterLogoClick(page: Page) {
  await gotoHydrated(page, '/');
  await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  return page.evaluate(() => {
    document.querySelector<HTMLElement>('header a[href="/"]')!.click();
    return window.scrollY;
  });
}

test('the logo scrolls to the top smoothly, and at once with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await scrollYRightAfterLogoClick(page)).toBeGreaterThan(1000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await scrollYRightAfterLogoClick(page)).toBe(0);
  // No animation or transition in the shell runs longer than a frame.
  const slow = await page.evaluate(
    () =>
      [...document.querySelectorAll('header, header *, footer, footer *, #site-menu, #site-menu *')]
        .map((el) => getComputedStyle(el))
        .filter((style) =>
          [style.transitionDuration, style.animationDuration].some((list) =>
            list.split(',').some((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000) > 16),
          ),
        ).length,
  );
  expect(slow).toBe(0);
});
