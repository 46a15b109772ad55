import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration.ts';

/**
 * No card left alone on its row: at each width, every grid of cards either fills its last row or
 * has a count no smaller column count could fill (5 or 7 cards), and then shares that row.
 */
const ROUTES = ['/', '/Cases', '/Blog', '/QualityAssurance', '/Industries/Medical', '/Cases/Mila'];
const WIDTHS = [
  [1440, 900],
  [1024, 768],
  [390, 844],
] as const;

for (const [width, height] of WIDTHS) {
  test(`grids leave no orphan card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      const grids = await page.locator('main ul').evaluateAll((lists) =>
        lists
          .filter((ul) => getComputedStyle(ul).display === 'grid' && ul.children.length > 1)
          .map((ul) => {
            const rows = new Map<number, number>();
            for (const li of ul.children) {
              const top = Math.round(li.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            const counts = [...rows.values()];
            return { label: ul.getAttribute('aria-label') ?? ul.className, counts };
          }),
      );
      for (const { label, counts } of grids) {
        const columns = counts[0]!;
        const last = counts.at(-1)!;
        const total = counts.reduce((a, b) => a + b, 0);
        if (last === columns) continue;
        const fillable = Array.from({ length: columns - 1 }, (_, i) => i + 2).some((c) => total % c === 0);
        if (fillable || last < 2) problems.push(`${route} ${label}: rows of ${counts.join(' + ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the home page is a short read on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(12_000);
});

test('footer columns keep their own height when a group opens', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  // Services is the group open by default.
  await expect(footer.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
  const contacts = footer.getByRole('list', { name: 'Contact details' });
  const groups = footer.getByRole('navigation', { name: 'Footer' });
  const [contactsBox, groupsBox] = [await contacts.boundingBox(), await groups.boundingBox()];
  // The open Services list makes its column tall; the contacts column does not follow it.
  expect(groupsBox!.height).toBeGreaterThan(contactsBox!.height + 100);
});
