import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page, type Request } from '@playwright/test';
import { allRoutes } from './support/routes';
import { gotoHydrated } from './support/hydration';
import { PHONE } from './support/phone';
import {
  SEARCH_BUNDLE,
  SEARCH_CONTROL_ATTRIBUTE,
  SEARCH_PRELOAD,
} from '../../src/components/search/contract';
import { searchWording } from '../../src/components/search/wording';

/**
 * The site search (docs/search.md) on the production build: Pagefind's index of the built pages,
 * the header's control that loads nothing before it is used, the /search page with and without
 * JavaScript, keyboard use, the policy it runs under, and steady typing on a 4× slower CPU (its
 * speed is measured by `npm run bench:search`, not here).
 */
const publicDir = path.resolve(__dirname, '../../public');
const htmlOf = (route: string) =>
  fs.readFileSync(path.join(publicDir, route === '/' ? '' : route, 'index.html'), 'utf8');
const control = (page: Page) => page.locator(`header [${SEARCH_CONTROL_ATTRIBUTE}]`);
const searchBox = (page: Page) =>
  page.getByRole('dialog').getByRole('searchbox', { name: searchWording.label });

// What search brings: Pagefind's files, and the webpack chunk of the dialog (webpackChunkName "search").
const isSearchRequest = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith(SEARCH_BUNDLE) || /^\/search-[0-9a-f]+\.js$/.test(pathname);
};

test('every content page is indexed with its section; the 404, search and editor pages are not', () => {
  const expected: Record<string, string> = {
    '/': 'Pages',
    '/About': 'Pages',
    '/Cases': 'Cases',
    '/Cases/Mila': 'Cases',
    '/Blog': 'Blog',
    '/Blog/app-release-checklist': 'Blog',
    '/Engineering': 'Services',
    '/Industries/Education': 'Industries',
  };
  // A variant whose canonical URL is another page (/AIcopy → /AI) is left out: its text is /AI's.
  for (const { route } of allRoutes.filter(({ route }) => route !== '/AIcopy')) {
    const html = htmlOf(route);
    expect
      .soft(html, `${route}: indexed`)
      .toMatch(/<main id="main" data-pagefind-body data-pagefind-filter="section:\w+"/);
    if (expected[route])
      expect.soft(html, route).toContain(`data-pagefind-meta="section:${expected[route]}"`);
  }
  for (const file of ['404.html', 'search/index.html', 'admin/index.html', 'AIcopy/index.html'])
    expect
      .soft(fs.readFileSync(path.join(publicDir, file), 'utf8'), file)
      .not.toContain('data-pagefind-body');
  expect(fs.existsSync(path.join(publicDir, SEARCH_BUNDLE, 'pagefind.js'))).toBe(true);
});

test('no built page has a script tag for search: the control is a plain link until used', () => {
  for (const { route } of [...allRoutes, { route: '/search' }]) {
    const html = htmlOf(route);
    expect.soft(html, `${route}: has the control`).toContain(`${SEARCH_CONTROL_ATTRIBUTE}=""`);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect
      .soft(
        scripts.filter((tag) => /pagefind|\/search-/.test(tag)),
        route,
      )
      .toEqual([]);
    expect
      .soft(html, `${route}: no preload of search`)
      .not.toMatch(/<link[^>]+(pagefind|\/search-[0-9a-f]+\.js)/);
  }
});

test('nothing of search is fetched before the visitor opens it, and all of it after', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request)) requests.push(new URL(request.url()).pathname);
  });
  for (const route of ['/', '/Cases/Mila', '/Blog/app-release-checklist']) {
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    // Pointing at it and focusing it are not using it.
    await control(page).hover();
    await control(page).focus();
    await page.waitForLoadState('networkidle');
    expect(requests, route).toEqual([]);
  }
  await control(page).click();
  await expect(searchBox(page)).toBeFocused();
  await expect.poll(() => requests.some((p) => p === `${SEARCH_BUNDLE}pagefind.js`)).toBe(true);
  expect(requests.some((p) => /^\/search-/.test(p))).toBe(true);
});

test('results appear as the visitor types, each with title, section and excerpt, and a count is announced', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await gotoHydrated(page, '/Cases/Mila');
  expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await control(page).click();
  await searchBox(page).pressSequentially('flutter');
  const dialog = page.getByRole('dialog', { name: searchWording.label });
  const results = dialog.getByRole('list').getByRole('listitem');
  await expect(results.first()).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^(Top \d+ of )?\d+ results? for “flutter”$/);
  // The count says how many are listed when the list holds fewer than were found (a visitor trial).
  const [, top, total] = /^(?:Top (\d+) of )?(\d+)/.exec(await dialog.getByRole('status').innerText())!;
  expect(await results.count()).toBe(Number(top ?? total));
  const first = results.first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/\S+/);
  expect((await first.getByRole('link').innerText()).trim().length).toBeGreaterThan(1);
  await expect(first.locator('mark').first()).toHaveText(/flutter/i);
  const sections = await results.evaluateAll((items) =>
    items.map((item) => item.querySelector('a + span')?.textContent ?? ''),
  );
  for (const section of sections)
    expect(['Cases', 'Blog', 'Services', 'Industries', 'Pages']).toContain(section);
  await searchBox(page).fill('zzqqxxnothing');
  await expect(dialog.getByRole('status')).toHaveText('No results for “zzqqxxnothing”');
  expect(violations).toEqual([]);
});

test('keyboard: open, arrows through the results, Enter follows, Escape closes and focus returns', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await control(page).focus();
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('design');
  const links = page.getByRole('dialog').getByRole('list').getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(control(page)).toBeFocused();
  // Reopened, it keeps the query; a result followed by Enter is a real page.
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue('design');
  await page.keyboard.press('ArrowDown');
  const href = await links.nth(0).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('/search?q= runs the query on load, and its form is a GET to itself', async ({ page }) => {
  await gotoHydrated(page, '/search?q=mila');
  const input = page.getByRole('main').getByRole('searchbox', { name: searchWording.label });
  await expect(input).toHaveValue('mila');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Mila' }).first()).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(/results? for “mila”/);
  // Typing keeps the address shareable.
  await input.fill('flutter');
  await expect(page).toHaveURL(/\/search\?q=flutter$/);
  const form = main.getByRole('search');
  await expect(form).toHaveAttribute('action', '/search');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(input).toHaveAttribute('name', 'q');
});

test('typed steadily on a 4× slower CPU, the results end on the final text, never going back to an older one', async ({
  page,
}) => {
  // Every answer the list shows, in order: the text its results are for.
  await page.addInitScript(() => {
    const w = window as unknown as { __shown: string[] };
    w.__shown = [];
    new MutationObserver(() => {
      const shown = document.querySelector('dialog ul[data-query]')?.getAttribute('data-query');
      if (shown && shown !== w.__shown.at(-1)) w.__shown.push(shown);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-query'],
    });
  });
  await gotoHydrated(page, '/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
  await control(page).click();
  const box = searchBox(page);
  const dialog = page.getByRole('dialog', { name: searchWording.label });
  for (const query of ['design', 'mobile app', 'health']) {
    await box.fill('');
    await expect(dialog.locator('ul[data-query]')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __shown: string[] }).__shown = []));
    // A key every 80 ms, as a visitor types, not waiting for the results.
    await box.pressSequentially(query, { delay: 80 });
    await expect(dialog.locator(`ul[data-query="${query}"]`)).toBeAttached({ timeout: 15_000 });
    await expect(dialog.getByRole('status')).toHaveText(new RegExp(`results? for “${query}”$`));
    // Each answer shown was for a text typed, in the order typed: an older text's results never
    // replace a newer one's (every text typed was answered or superseded by a newer answer).
    const typed = [...query].map((_, i) => query.slice(0, i + 1).trim());
    const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
    const order = shown.map((text) => typed.indexOf(text));
    expect(order, `shown: ${shown.join(' → ')}`).not.toContain(-1);
    expect(order, `shown: ${shown.join(' → ')}`).toEqual([...order].sort((a, b) => a - b));
    // And the list stays on the final text: no late answer for an older one arrives afterwards.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown.at(-1))).toBe(
      query,
    );
    // The excerpts mark the final text's words (within compounds too: "ElevateHealth" for health).
    const words = query.split(' ').map((word) => word.slice(0, 3).toLowerCase());
    for (const mark of await dialog.locator('ul mark').allTextContents())
      expect(
        words.some((word) => mark.toLowerCase().includes(word)),
        mark,
      ).toBe(true);
  }
});

test('once the first answer is shown, the whole index loads in the background and no later key fetches a file', async ({
  page,
}) => {
  test.slow(); // about forty keys, each waiting for its list
  // Pagefind fetches its files from a worker: the context sees those requests too.
  const fetched: string[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(SEARCH_BUNDLE)) fetched.push(pathname);
  });
  await gotoHydrated(page, '/');
  await control(page).click();
  const box = searchBox(page);
  const dialog = page.getByRole('dialog', { name: searchWording.label });
  await box.press('d');
  await expect(dialog.locator('ul[data-query="d"]')).toBeAttached();
  await expect(dialog.locator('[data-preloaded]')).toBeAttached({ timeout: 30_000 });
  // Every index chunk (one term each in the build's list) and fragments of many pages, not just d's.
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_BUNDLE, SEARCH_PRELOAD), 'utf8'));
  const chunks = new Set(fetched.filter((p) => p.startsWith(`${SEARCH_BUNDLE}index/`)));
  expect(chunks.size).toBe(manifest.terms.length);
  const fragments = new Set(fetched.filter((p) => p.startsWith(`${SEARCH_BUNDLE}fragment/`)));
  expect(fragments.size).toBeGreaterThan(40);
  const preloaded = fetched.length;
  // The benchmark's words (tools/src/bench-search.ts), key by key, each waiting for its results.
  for (const word of ['design', 'flutter', 'health', 'mobile', 'react', 'ecommerce']) {
    await box.fill('');
    for (let i = 1; i <= word.length; i++) {
      await box.press(word[i - 1]!);
      // The count is for that text once its answer is shown (a text with no results has no list).
      await expect(dialog.getByRole('status')).toHaveText(new RegExp(`“${word.slice(0, i)}”$`));
    }
  }
  expect(fetched.slice(preloaded)).toEqual([]);
});

test('a query whose files could not be fetched is not the end: the next key brings results and their count', async ({
  page,
}) => {
  // The connection drops while the results' fragments load (dedicated workers' requests are routed too).
  let online = false;
  await page
    .context()
    .route(`**${SEARCH_BUNDLE}fragment/**`, (route) => (online ? route.continue() : route.abort()));
  await gotoHydrated(page, '/');
  await control(page).click();
  const dialog = page.getByRole('dialog', { name: searchWording.label });
  await searchBox(page).fill('flutter');
  await expect(dialog.getByRole('status')).toHaveText(searchWording.failed);
  online = true;
  await searchBox(page).press('End');
  await page.keyboard.type(' app');
  await expect(dialog.locator('ul[data-query="flutter app"]')).toBeAttached();
  await expect(dialog.getByRole('status')).toHaveText(/^(Top \d+ of )?\d+ results? for “flutter app”$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/search says plainly what to do instead, and the header control leads there', async ({ page }) => {
    await page.goto('/Cases/Mila');
    await expect(control(page)).toHaveAttribute('href', '/search');
    await page.goto('/search?q=mila');
    const main = page.getByRole('main');
    await expect(main).toContainText('Search runs in your browser and needs JavaScript');
    for (const name of ['the case studies', 'the blog', 'the home page'])
      await expect(main.getByRole('link', { name })).toBeVisible();
    await expect(main.getByRole('search').getByRole('button', { name: searchWording.open })).toBeVisible();
  });
});
