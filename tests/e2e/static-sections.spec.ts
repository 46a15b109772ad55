import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/**
 * Sections that need no JavaScript keep the server's HTML on the first load instead of being
 * hydrated (Static, plugins/gatsby-plugin-paint-first): they must keep their content, their links must
 * still navigate without a full reload, and after a client-side navigation they render as usual.
 */
const services = (page: Page) =>
  page.getByRole('list', { name: 'Services', exact: true }).getByRole('listitem');

/** React's errors on the page's console (a hydration mismatch is one), as they come. */
function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Offline, the Google tag's request fails; React's own errors are what matter here.
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/**
 * Whether React hydrated the element: it marks each element it hydrates with its props
 * (`__reactProps$…`). Each test checks a hydrated control too, so the day React names the key
 * otherwise, the test fails rather than passes.
 */
const hydrated = (page: Page, selector: string) =>
  page.$eval(selector, (el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));

test('a static section keeps its content after hydration and its links navigate in the page', async ({
  page,
}) => {
  const errors = reactErrors(page);
  await gotoHydrated(page, '/');
  await expect(services(page)).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem')).toHaveCount(8);
  // Hydrated: the cases' "Show all" button. Not (inside a Static, whose own element React does
  // hydrate): a stateless section's content, the hero's text and covers, a section's heading, the
  // contact person, and an icon's path (markup, not an element).
  expect(await hydrated(page, '#cases button')).toBe(true);
  expect(await hydrated(page, '#services-heading')).toBe(false);
  expect(await hydrated(page, 'h1')).toBe(false);
  expect(await hydrated(page, 'main section img[fetchpriority="high"]')).toBe(false);
  expect(await hydrated(page, '#cases-heading')).toBe(false);
  expect(await hydrated(page, '#contact figure blockquote')).toBe(false);
  expect(await hydrated(page, 'header svg path')).toBe(false);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('list', { name: 'Industries', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/Industries\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Back on the home page by client-side navigation: the sections render through React now.
  await page.getByRole('banner').getByRole('link', { name: 'Fernhill Studio home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(services(page)).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await expect(page.locator('#contact figure')).toContainText('Founder');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // No hydration mismatch was reported (React logs recoverable errors to the console).
  expect(errors).toEqual([]);
});

test("/Blog's topic links, cards and pages stay the server's HTML and navigate in the page; a chosen topic is React's", async ({
  page,
}) => {
  const errors = reactErrors(page);
  const posts = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
  await gotoHydrated(page, '/Blog');
  const all = await posts.count();
  expect(all).toBeGreaterThan(1);
  // Not hydrated; the select is (the control).
  expect(await hydrated(page, 'select[name="tag"]')).toBe(true);
  expect(await hydrated(page, 'article a')).toBe(false);
  expect(await hydrated(page, 'nav[aria-labelledby="topic-links"] a')).toBe(false);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // A topic link, then back, then a card: each a client-side navigation.
  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/Blog\/topics\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/Blog$/);
  await expect(posts).toHaveCount(all);
  const first = posts.first().getByRole('link');
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // On a fresh load: a topic chosen narrows the list, and "All topics" brings every card back.
  await gotoHydrated(page, '/Blog');
  const select = page.getByRole('combobox', { name: 'Topic' });
  const topic = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(topic!);
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(topic!)}`));
  expect(await posts.count()).toBeLessThan(all);
  // Every card left names the topic (its line of date, reading time and topics).
  await expect(posts.filter({ hasNotText: topic! })).toHaveCount(0);
  await select.selectOption('');
  await expect(posts).toHaveCount(all);
  expect(errors).toEqual([]);
});
