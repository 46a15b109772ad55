import { test, expect } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { allRoutes, caseCount, posts, siteUrl } from './support/routes';
import { gotoHydrated, reloadHydrated } from './support/hydration';

test('the home page has every section with its content', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(6);
  await expect(
    page.getByRole('list', { name: 'Services' }).getByRole('link', { name: 'Product Design' }),
  ).toHaveAttribute('href', '/DesignServices');
  const industries = page.getByRole('list', { name: 'Industries' });
  await expect(industries.getByRole('listitem')).toHaveCount(8);
  await expect(industries.getByRole('link', { name: /Medical/ })).toHaveCount(0);
  const cases = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem');
  await expect(cases).toHaveCount(6);
  await page.getByRole('button', { name: `Show all ${caseCount} case studies` }).click();
  await expect(cases).toHaveCount(caseCount);
  // Keyboard users continue from the first card that was hidden.
  await expect(cases.nth(6).getByRole('link').first()).toBeFocused();
  expect(
    await page.getByRole('list', { name: 'Products we built' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(8);
  expect(
    await page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(6);
  expect(
    await page.getByRole('list', { name: 'Team leaders' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('heading', { name: 'Tell us about your project!' })).toBeVisible();
});

test('a team photo swaps to the secondary photo on hover', async ({ page }) => {
  await gotoHydrated(page, '/');
  const member = page.getByRole('list', { name: 'Team leaders' }).getByRole('link').first();
  // The secondary photo is the decorative one (alt=""): it has no name of its own.
  const secondary = member.locator('img[alt=""]');
  await member.scrollIntoViewIfNeeded();
  await expect(secondary).toHaveCSS('opacity', '0');
  await member.hover();
  await expect(secondary).toHaveCSS('opacity', '1');
});

test('a case page shows its facts, metrics and stack, and links to the next case', async ({ page }) => {
  await gotoHydrated(page, '/Cases/Uplife');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uplife');
  const metrics = page.locator('#results dl > div');
  expect(await metrics.count()).toBeGreaterThanOrEqual(3);
  expect(
    await page.getByRole('list', { name: 'Technologies used' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(3);
  const next = page.getByRole('link', { name: /Next case/ });
  const nextTitle = (await next.innerText()).replace('Next case', '').trim();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
});

test('the case filter narrows the list and survives a reload', async ({ page }) => {
  await gotoHydrated(page, '/Cases');
  const cards = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem');
  await expect(cards).toHaveCount(caseCount);
  await page.getByLabel('Industry').selectOption('Education');
  await expect(page).toHaveURL(/\?industry=Education$/);
  const education = await cards.count();
  expect(education).toBeGreaterThan(0);
  expect(education).toBeLessThan(caseCount);
  await page.getByLabel('Platform').selectOption('Web');
  await expect(page).toHaveURL(/industry=Education&platform=Web/);
  await reloadHydrated(page);
  await expect(page.getByLabel('Industry')).toHaveValue('Education');
  await expect(page.getByLabel('Platform')).toHaveValue('Web');
  for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Web/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(caseCount);
});

// Issue 34 (D7): with a filter chosen before the app, the count read "27 of 27" beside 3 cards.
test('before the app, a filter chosen updates the list and its count together', async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/Cases');
  const cards = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem');
  await expect(page.getByRole('status')).toHaveText(`${caseCount} of ${caseCount} case studies`);
  await page.getByLabel('Industry').selectOption('Education');
  await expect.poll(() => cards.count()).toBeLessThan(caseCount);
  await expect(page.getByRole('status')).toHaveText(`${await cards.count()} of ${caseCount} case studies`);
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByLabel('Industry').selectOption('');
  await expect(page.getByRole('status')).toHaveText(`${caseCount} of ${caseCount} case studies`);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
});

test('a filter value the list does not have is ignored, and a filter with no match says so', async ({
  page,
}) => {
  await gotoHydrated(page, '/Cases?industry=Bogus&utm_source=mail');
  const cards = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem');
  await expect(page.getByLabel('Industry')).toHaveValue('');
  await expect(cards).toHaveCount(caseCount);
  await expect(page.getByText(`${caseCount} of ${caseCount} case studies`)).toBeVisible();
  await expect(page).toHaveURL(/\/Cases\?utm_source=mail$/);
  const empty = page.getByText('No case study matches these filters.');
  await expect(empty).toBeHidden();
  await page.getByLabel('Industry').selectOption({ label: 'Medical' });
  await page.getByLabel('Platform').selectOption('Wearables');
  await expect(cards).toHaveCount(0);
  await expect(empty).toBeVisible();
  await page.getByRole('button', { name: 'Show all case studies' }).click();
  await expect(cards).toHaveCount(caseCount);
  await expect(empty).toBeHidden();
});

test('a blog post shows author, date, reading time and a table of contents', async ({ page }) => {
  await gotoHydrated(page, '/Blog/how-to-scope-an-mvp');
  // The line with the author's name and the post's date (its class is a build-time style's now).
  const byline = page.locator('article header > div').filter({ has: page.locator('time') });
  await expect(byline).toContainText('Marta Lindqvist');
  await expect(byline.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(byline).toContainText(/\d+ min read/);
  const toc = page.getByRole('navigation', { name: 'In this post' });
  const first = toc.getByRole('link').first();
  expect(await toc.getByRole('link').count()).toBeGreaterThanOrEqual(3);
  const target = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page.locator(decodeURIComponent(target))).toBeInViewport();
});

test('the blog filters by tag, newest first', async ({ page }) => {
  await gotoHydrated(page, '/Blog?tag=AI');
  const posts = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('AI');
  for (const text of await posts.allInnerTexts()) expect(text).toContain('AI');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('');
  const dates = await posts.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());
});

test('RSS and the sitemap parse and list the expected URLs', async ({ request }) => {
  const parser = new XMLParser();
  const rss = parser.parse(await (await request.get('/rss.xml')).text());
  const items: { link: string }[] = rss.rss.channel.item;
  expect(items.length).toBe(posts.length);
  expect(items.every((i) => i.link.startsWith(`${siteUrl}/Blog/`))).toBe(true);

  const index = parser.parse(await (await request.get('/sitemap-index.xml')).text());
  const sitemaps = [index.sitemapindex.sitemap].flat() as { loc: string }[];
  const urls: string[] = [];
  for (const { loc } of sitemaps) {
    const sitemap = parser.parse(await (await request.get(new URL(loc).pathname)).text());
    urls.push(...([sitemap.urlset.url].flat() as { loc: string }[]).map((u) => u.loc));
  }
  const expected = allRoutes.filter((r) => r.canonical === r.route).map((r) => `${siteUrl}${r.route}`);
  expect(urls.sort()).toEqual(expected.sort());
  expect(urls).not.toContain(`${siteUrl}/AIcopy`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
});

test('structured data: Organization everywhere, WebSite, Service, FAQPage, BreadcrumbList and Article where they apply', async ({
  page,
}) => {
  const data = async (route: string) => {
    await gotoHydrated(page, route);
    return page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as Record<string, unknown>));
  };
  const types = async (route: string) => (await data(route)).map((d) => d['@type']);
  const home = await data('/');
  expect(home.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
  expect(home[0]).toMatchObject({
    logo: expect.stringMatching(/\/images\/logo\.png$/),
    contactPoint: { '@type': 'ContactPoint', email: 'hello@fernhill.studio', telephone: '+14155550142' },
  });
  expect(await types('/QualityAssurance')).toEqual(['Organization', 'BreadcrumbList', 'FAQPage', 'Service']);
  const post = await data('/Blog/how-to-scope-an-mvp');
  expect(post.map((d) => d['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Article']);
  expect(post[2]).toMatchObject({
    datePublished: expect.any(String),
    dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.png$/);
  // The feed is announced on every page, not only on /Blog.
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  );
  await gotoHydrated(page, '/Cases/Mila');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
});

test('the sitemap gives every content page its last modification date', async ({ request }) => {
  const index = await (await request.get('/sitemap-0.xml')).text();
  expect(index).toMatch(
    /<loc>https:\/\/fernhill\.studio\/Blog\/how-to-scope-an-mvp<\/loc><lastmod>\d{4}-\d{2}-\d{2}/,
  );
  expect(index).toMatch(/<loc>https:\/\/fernhill\.studio\/Cases\/Mila<\/loc><lastmod>\d{4}-\d{2}-\d{2}/);
});

test('content images: drawn art is served as SVG, a photo gets AVIF and WebP sources, every image loads', async ({
  page,
}) => {
  await gotoHydrated(page, '/Cases/Mila');
  const cover = page.getByRole('img', { name: /^Drawn illustration of Mila/ });
  await expect(cover).toHaveAttribute('src', /\.svg$/);
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  // content/images/features/Mila-2.jpg: the one raster example, through gatsby-plugin-image.
  const photo = page.locator('picture', { has: page.getByRole('img', { name: /two progress rings/ }) });
  await expect(photo.locator('source[type="image/avif"]')).toHaveCount(1);
  await expect(photo.locator('source[type="image/webp"]')).toHaveCount(1);
  const images = page.locator('main img');
  for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
  const broken = () =>
    images.evaluateAll((els) =>
      (els as HTMLImageElement[])
        .filter(
          (img) => !img.complete || img.naturalWidth === 0 || !/^\d+$/.test(img.getAttribute('height') ?? ''),
        )
        .map((img) => img.currentSrc || img.src),
    );
  await expect.poll(broken).toEqual([]);
});
