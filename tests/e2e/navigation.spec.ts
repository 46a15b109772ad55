import { test, expect } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support/hydration';

test.describe('desktop menu', () => {
  test('hover opens a dropdown, leaving closes it, and only one is open', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
    await industries.hover();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(5, 600);
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  test('click opens nested submenus and a link navigates and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('button', { name: 'Engineering' }).click();
    await nav.getByRole('link', { name: 'Flutter Development' }).click();
    await expect(page).toHaveURL(/\/Engineering\/FlutterDevelopment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Tab reaches the items, Enter opens, Escape closes and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    await industries.focus();
    await page.keyboard.press('Enter');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Mental Health' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(industries).toBeFocused();
    await page.keyboard.press('Space');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
  });

  test('keyboard: arrow keys move within a dropdown, and tabbing out of it or clicking elsewhere closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    await industries.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Mental Health' })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Mental Health' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab'); // past the last item, out of the dropdown
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Services' }).click();
    await page.locator('main h1').click();
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('footer groups expand and collapse, one open at a time', async ({ page }) => {
  await gotoHydrated(page, '/Blog');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const services = footer.getByRole('button', { name: 'Services' });
  const company = footer.getByRole('button', { name: 'Company' });
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await company.click();
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(footer.getByRole('link', { name: 'Case Studies' })).toBeVisible();
  await company.click();
  await expect(company).toHaveAttribute('aria-expanded', 'false');
});

test('footer shows contacts, social links, review badges and this year', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('list', { name: 'Contact details' }).getByRole('listitem')).toHaveCount(3);
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
  const reviews = footer.getByRole('list', { name: 'Client reviews' }).getByRole('listitem');
  await expect(reviews).toHaveCount(3);
  await expect(reviews.filter({ hasText: 'Upwork' })).toContainText('Top Rated Status');
  await expect(reviews.filter({ hasText: 'Clutch' })).toContainText('5-Star Rating');
  await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the logo scrolls to the top on the home page and goes home elsewhere', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator('header').getByRole('link', { name: 'Fernhill Studio home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/$/);

  await gotoHydrated(page, '/Cases');
  await page.locator('footer').getByRole('link', { name: 'Fernhill Studio home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Product design');
});

test('a new deploy makes the next navigation a full page load', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route('**/build-info.json?t=*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __newBuildSeen?: boolean }).__newBuildSeen))
    .toBe(true);
  // Gatsby's client-side navigation requests no document; only the full reload does.
  const documentRequest = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/Blog'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await documentRequest;
  await page.waitForLoadState('load');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/Blog$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test('without a new deploy, navigation stays client-side', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
