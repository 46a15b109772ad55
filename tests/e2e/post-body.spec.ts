import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { gotoHydrated } from './support/hydration';

/**
 * What a writer puts in a post's body, on the real build: an image beside the Markdown becomes a
 * responsive picture, a code block is highlighted at build in both colour schemes and scrolls
 * inside itself on a phone. content/blog/designing-analytics-events.md has one of each.
 */
const POST = '/Blog/designing-analytics-events';

test('a body image is a lazy, sized picture with AVIF and WebP sources, and it loads', async ({ page }) => {
  await gotoHydrated(page, POST);
  const img = page.getByRole('img', { name: /^Bar chart of a trial funnel/ });
  const picture = page.locator('picture.body-image', { has: img });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 760w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 1520w/);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', '760');
  await expect(img).toHaveAttribute('height', '380');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : '')))
    .toMatch(/\.avif$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

const tokenColors = (page: Page) =>
  page.locator('pre.language-ts').evaluate((pre) => {
    const color = (sel: string) => getComputedStyle(pre.querySelector(sel)!).color;
    return {
      background: getComputedStyle(pre).backgroundColor,
      text: getComputedStyle(pre).color,
      fn: color('.token.function'),
      string: color('.token.string'),
      comment: color('.token.comment'),
    };
  });

test('a code block is highlighted at build and readable in both schemes; inline code keeps its pill', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, POST);
  const light = await tokenColors(page);
  // Three token kinds, three colours, none of them the block's own text colour.
  expect(new Set([light.fn, light.string, light.comment, light.text]).size).toBe(4);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  const dark = await tokenColors(page);
  expect(dark.background).not.toBe(light.background);
  expect(dark.fn).not.toBe(light.fn);
  // The block has no pill padding of its own code element; inline code has one.
  const padding = (sel: string) =>
    page
      .locator(sel)
      .first()
      .evaluate((el) => getComputedStyle(el).paddingLeft);
  expect(await padding('pre code')).toBe('0px');
  expect(await padding('p > code')).toBe('6px');
  // Highlighting ships as markup: no Prism script reaches the page.
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  expect(scripts.filter((s) => /prism/i.test(s ?? ''))).toEqual([]);
});

test('on a 390 px phone the page keeps its width and a long code line scrolls inside its block', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, POST);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const pre = page.locator('pre.language-ts');
  const { scroll, client, overflow } = await pre.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    overflow: getComputedStyle(el).overflowX,
  }));
  expect(overflow).toBe('auto');
  expect(scroll).toBeGreaterThan(client);
});

// Issue 34, item 5 (D6): the keyboard could not reach a code block that scrolls (axe
// `scrollable-region-focusable`, serious). Made a focusable region at build time, no script.
test('on a phone a code block that scrolls is reached and scrolled by keyboard, before the app too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(POST);
  const { violations } = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
  expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  const code = page.getByRole('region', { name: 'Code example (ts)' });
  // Tab from the element before it: the block is the next stop.
  await code.evaluate((pre) => {
    const links = [...document.querySelectorAll('main a[href]')].filter(
      (a) => a.compareDocumentPosition(pre) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    (links.at(-1) as HTMLElement).focus();
  });
  await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  const ring = await code.evaluate((pre) => getComputedStyle(pre).outlineWidth);
  expect(parseFloat(ring)).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await expect.poll(() => code.evaluate((pre) => pre.scrollLeft)).toBeGreaterThan(0);
});
