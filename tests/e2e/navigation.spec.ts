import { test, expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support/hydration';

/** A group of the site menu: its summary, and the `<details>` whose `open` is the group's state. */
function group(scope: Locator, label: string) {
  const summary = scope.locator('summary', { hasText: new RegExp(`^${label}$`) });
  return { summary, details: summary.locator('..') };
}

/** Hovers Services, then Engineering: its submenu is open. */
async function hoverToEngineering(page: Page) {
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await group(nav, 'Services').summary.hover();
  const engineering = group(nav, 'Engineering');
  await engineering.summary.hover();
  await expect(engineering.details).toHaveAttribute('open');
  return { nav, engineering };
}

test.describe('desktop menu', () => {
  test('hover opens a dropdown, leaving closes it, and only one is open', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = group(nav, 'Services');
    const industries = group(nav, 'Industries');
    await services.summary.hover();
    await expect(services.details).toHaveAttribute('open');
    await expect(nav.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
    await industries.summary.hover();
    await expect(industries.details).toHaveAttribute('open');
    await expect(services.details).not.toHaveAttribute('open');
    await page.mouse.move(5, 600);
    await expect(industries.details).not.toHaveAttribute('open');
  });

  test('click opens nested submenus and a link navigates and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await group(nav, 'Services').summary.click();
    await group(nav, 'Engineering').summary.click();
    await nav.getByRole('link', { name: 'Flutter Development' }).click();
    await expect(page).toHaveURL(/\/Engineering\/FlutterDevelopment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(group(nav, 'Services').details).not.toHaveAttribute('open');
  });

  test('hover intent: a pointer heading diagonally for a submenu item keeps the submenu open', async ({
    page,
  }) => {
    const { nav, engineering } = await hoverToEngineering(page);
    const target = nav.getByRole('link', { name: 'Flutter Development' });
    const [from, to] = [await engineering.summary.boundingBox(), await target.boundingBox()];
    // From the middle of "Engineering" straight to the middle of the target, in small steps: the
    // way crosses the items listed below Engineering.
    const start = { x: from!.x + from!.width / 2, y: from!.y + from!.height / 2 };
    const end = { x: to!.x + to!.width / 2, y: to!.y + to!.height / 2 };
    const steps = 40;
    const points = Array.from({ length: steps }, (_, i) => ({
      x: start.x + ((end.x - start.x) * (i + 1)) / steps,
      y: start.y + ((end.y - start.y) * (i + 1)) / steps,
    }));
    // What lies under the way (read once beforehand: a read between steps would slow the pointer).
    const crossed = await page.evaluate(
      (way) =>
        way.map(({ x, y }) => document.elementFromPoint(x, y)?.closest('a, summary')?.textContent?.trim()),
      points,
    );
    for (const { x, y } of points) await page.mouse.move(x, y);
    expect(crossed).toContain('Quality Assurance');
    await expect(engineering.details).toHaveAttribute('open');
    await page.mouse.down();
    await page.mouse.up();
    await expect(page).toHaveURL(/\/Engineering\/FlutterDevelopment$/);
  });

  test('hover intent: resting on an item below a submenu closes the submenu after a moment', async ({
    page,
  }) => {
    const { nav, engineering } = await hoverToEngineering(page);
    await nav.getByRole('link', { name: 'Launch', exact: true }).hover();
    await expect(engineering.details).not.toHaveAttribute('open');
    await expect(group(nav, 'Services').details).toHaveAttribute('open');
    // Resting on another group's summary opens it in place of the open one.
    await group(nav, 'Product Design').summary.hover();
    await expect(group(nav, 'Product Design').details).toHaveAttribute('open');
  });

  test('before any script, a tap opens a dropdown and only one is open at a time', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await group(nav, 'Services').summary.click();
    await expect(nav.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
    await group(nav, 'Industries').summary.click();
    await expect(nav.getByRole('link', { name: 'Mental Health' })).toBeVisible();
    await expect(group(nav, 'Services').details).not.toHaveAttribute('open');
    await context.close();
  });

  test('keyboard: Tab reaches the items, Enter opens, Escape closes and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const industries = group(nav, 'Industries');
    await industries.summary.focus();
    await page.keyboard.press('Enter');
    await expect(industries.details).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Mental Health' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(industries.details).not.toHaveAttribute('open');
    await expect(industries.summary).toBeFocused();
    await page.keyboard.press('Space');
    await expect(industries.details).toHaveAttribute('open');
  });

  test('keyboard: arrow keys move within a dropdown, and tabbing out of it or clicking elsewhere closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const industries = group(nav, 'Industries');
    await industries.summary.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Mental Health' })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Mental Health' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab'); // past the last item, out of the dropdown
    await expect(industries.details).not.toHaveAttribute('open');
    await group(nav, 'Services').summary.click();
    await page.locator('main h1').click();
    await expect(group(nav, 'Services').details).not.toHaveAttribute('open');
  });
});

test('wide screens show every footer group side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/Blog');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const tops = await Promise.all(
    ['Quality Assurance', 'Case Studies'].map(async (name) => {
      const link = footer.getByRole('link', { name });
      await expect(link).toBeVisible();
      return (await link.boundingBox())!;
    }),
  );
  // Side by side: Company's links sit beside Services', not under them.
  expect(tops[1]!.x).toBeGreaterThan(tops[0]!.x + 100);
});

// Narrower screens keep the accordion.
test('footer groups expand and collapse, one open at a time', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await gotoHydrated(page, '/Blog');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const group = (label: string) =>
    footer.locator('details', { has: page.locator(`summary:text-is("${label}")`) });
  const isOpen = (label: string) => group(label).evaluate((d) => (d as HTMLDetailsElement).open);
  expect(await isOpen('Services')).toBe(true);
  await group('Company').locator('summary').click();
  expect(await isOpen('Company')).toBe(true);
  expect(await isOpen('Services')).toBe(false);
  await expect(footer.getByRole('link', { name: 'Case Studies' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Quality Assurance' })).toBeHidden();
  // The open group's summary is highlighted (the theme's primary colour), the closed ones are not.
  const colour = (label: string) =>
    group(label)
      .locator('summary')
      .evaluate((el) => getComputedStyle(el).color);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.body).getPropertyValue('--mui-palette-primary-main').trim(),
  );
  expect(await colour('Company')).not.toBe(await colour('Services'));
  expect(await colour('Company')).toBe(
    await page.evaluate((hex) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = hex;
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, primary),
  );
  await group('Company').locator('summary').click();
  expect(await isOpen('Company')).toBe(false);
  await expect(footer.getByRole('link', { name: 'Case Studies' })).toBeHidden();
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

test('the header and footer keep their build-time HTML across navigations, and their links work', async ({
  page,
}) => {
  // Their MUI parts are rendered at build time; the browser never loads them (src/ui/BuildTimePart.tsx).
  // Nor the site's stylesheet, inline in every page: Gatsby's runtime finds it by its `data-href`.
  const unneededRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(shell-parts-[0-9a-f]+\.js|styles\.[0-9a-f]+\.css)$/.test(request.url()))
      unneededRequests.push(request.url());
  });
  await gotoHydrated(page, '/');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const header = page.locator('header');
  const footer = page.locator('footer');
  const current = (scope: Locator) => scope.locator('a[aria-current="page"]');
  await expect(current(header)).toHaveAttribute('href', '/'); // the logo, on /

  await footer.getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(/\/Cases$/);
  await expect(current(header)).toHaveText('Cases');
  await expect(current(footer)).toHaveText('Case Studies');

  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/Blog$/);
  await expect(current(header)).toHaveText('Blog');
  await expect(current(footer)).toHaveText('Blog');
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true); // client-side all along

  // The skip link still moves the focus to the content, and the logo still goes home.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await header.getByRole('link', { name: 'Fernhill Studio home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(current(footer)).toHaveAttribute('href', '/'); // its logo
  await expect(header.getByRole('link', { name: 'Fernhill Studio home' })).toHaveClass(/MuiLink-root/);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  expect(unneededRequests).toEqual([]);
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

/** Every frame's scroll position from now on, with the heading of the page shown in it. */
const recordScroll = (page: Page) =>
  page.evaluate(() => {
    const frames: [string, number][] = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const tick = () => {
      frames.push([document.querySelector('h1')?.textContent ?? '', window.scrollY]);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
const framesOf = (page: Page, heading: string) =>
  page.evaluate(
    (h) => (window as unknown as { frames_: [string, number][] }).frames_.filter(([at]) => at === h),
    heading,
  );

test('a page reached from the bottom of a long page starts at its top at once', async ({ page }) => {
  await gotoHydrated(page, '/Engineering/WebDevelopment');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const h1 = page.getByRole('heading', { level: 1 });
  const before = (await h1.textContent()) ?? '';
  await recordScroll(page);
  await page.locator('header').getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page).toHaveURL(/\/Cases$/);
  await expect(h1).not.toHaveText(before);
  const heading = (await h1.textContent()) ?? '';
  await page.waitForTimeout(1200); // longer than the smooth scroll that used to run
  const frames = await framesOf(page, heading);
  expect(frames.length).toBeGreaterThan(0);
  // Not one frame of the new page at the old position, and no slide to the top.
  expect(frames.filter(([, y]) => y !== 0)).toEqual([]);
});

test('a link to a #heading of another page starts there at once', async ({ page }) => {
  await gotoHydrated(page, '/AI');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  // Gatsby's client-side navigation, as an internal link to a heading makes it.
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate('/About#how-to-start'),
  );
  await expect(page).toHaveURL(/\/About#how-to-start$/);
  const target = page.locator('[id="how-to-start"]');
  await expect(target).toBeAttached();
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeLessThan(200);
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
});
