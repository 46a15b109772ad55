import { test, expect, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { blogPlan, posts, siteUrl } from './support/routes';
import { gotoHydrated } from './support/hydration';
import topicTexts from '../../content/data/topics.json';

// The blog's lists as gatsby/content/blog-lists.ts plans them for this content: /Blog's pages and a
// page (or more) per topic. With more posts than a page holds, the same checks cover the later pages.
const cardLinks = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const postsOn = (ids: string[]) => ids.map((id) => posts.find((p) => p.slug === id)!.route);

test('a post’s tags lead to their topic pages, which list the topic’s posts newest first', async ({
  page,
}) => {
  const post = posts.find((p) => (p.data.tags as string[]).length > 1)!;
  await gotoHydrated(page, post.route!);
  const tags = page.getByRole('list', { name: 'Tags' }).getByRole('link');
  await expect(tags).toHaveCount((post.data.tags as string[]).length);
  const topic = blogPlan.topics.find((t) => t.name === (post.data.tags as string[])[0])!;
  await tags.first().click();
  await expect(page).toHaveURL(`${topic.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${topic.name} posts`);
  const first = blogPlan.pages.find((p) => p.path === topic.path)!;
  expect(await cardLinks(page, `${topic.name} posts`)).toEqual(postsOn(first.postIds));
  expect(await cardLinks(page, `${topic.name} posts`)).toContain(post.route);
});

test('every topic has a page, titled and described from content/data/topics.json', async ({ page }) => {
  test.setTimeout(blogPlan.topics.length * 8_000);
  expect(blogPlan.topics.length).toBeGreaterThan(1);
  for (const topic of blogPlan.topics) {
    await page.goto(topic.path);
    const own = topicTexts.find((t) => t.name === topic.name);
    expect(own, `${topic.name} has no description in content/data/topics.json`).toBeTruthy();
    await expect(page).toHaveTitle(new RegExp(`^${topic.name} posts`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', own!.description);
    await expect(page.getByText(own!.description).first()).toBeVisible();
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await expect(topics.getByRole('link', { name: topic.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('the blog’s topic filter has a real link to each topic page, and ?tag= still filters', async ({
  page,
}) => {
  await gotoHydrated(page, '/Blog');
  const links = page.getByRole('navigation', { name: 'Topics' }).getByRole('link');
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    blogPlan.topics.map((t) => t.path),
  );
  const topic = blogPlan.topics[0]!;
  await page.getByRole('combobox', { name: 'Topic' }).selectOption(topic.name);
  await expect(page).toHaveURL(`/Blog?tag=${encodeURIComponent(topic.name)}`);
  const shown = await cardLinks(page, 'Blog posts');
  expect(shown.length).toBe(topic.postCount);
  await links.filter({ hasText: topic.name }).first().click();
  await expect(page).toHaveURL(topic.path);
});

test('each list page names itself canonical, its neighbours prev/next, and offers its pages', async ({
  page,
}) => {
  for (const list of blogPlan.pages) {
    await page.goto(list.path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${list.path}`);
    for (const [rel, path] of [
      ['prev', list.previous],
      ['next', list.next],
    ] as const) {
      const link = page.locator(`head link[rel="${rel}"]`);
      if (path) await expect(link).toHaveAttribute('href', `${siteUrl}${path}`);
      else await expect(link).toHaveCount(0);
    }
    const nav = page.getByRole('navigation', { name: /pages$/ });
    if (list.count === 1) {
      await expect(nav).toHaveCount(0);
      continue;
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveText(String(list.number));
    if (list.next)
      await expect(nav.getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', list.next);
    if (list.previous)
      await expect(nav.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', list.previous);
  }
  // A list that fits on one page has no numbered pages.
  const fits = blogPlan.pages.find((p) => p.count === 1 && p.number === 1);
  if (fits) expect((await page.request.get(`${fits.path}/page/2`)).status()).toBe(404);
});

test('the sitemap lists every topic page', async ({ request }) => {
  const parser = new XMLParser();
  const index = parser.parse(await (await request.get('/sitemap-index.xml')).text());
  const urls: string[] = [];
  for (const { loc } of [index.sitemapindex.sitemap].flat() as { loc: string }[]) {
    const sitemap = parser.parse(await (await request.get(new URL(loc).pathname)).text());
    urls.push(...([sitemap.urlset.url].flat() as { loc: string }[]).map((u) => u.loc));
  }
  for (const list of blogPlan.pages) expect(urls).toContain(`${siteUrl}${list.path}`);
});
