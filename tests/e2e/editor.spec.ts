import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { test, expect, type Page } from '@playwright/test';
import { openEditor, startCms, type Cms } from './support/cms';

/**
 * The writer's editor (/admin/, Decap CMS) on the production build, with its local backend:
 * decap-server writing into a temporary copy of content/ (support/cms.ts), one per test.
 */
const repo = process.cwd();
// The editor is a 6 MB application with its own React: on a busy machine it takes a while.
test.setTimeout(240_000);

let cms: Cms;
test.beforeEach(async () => {
  cms = await startCms();
});
test.afterEach(async () => {
  await cms.stop();
});

const frontMatter = (file: string) => {
  const { data, content } = matter(readFileSync(file, 'utf8'), {
    engines: { yaml: (text: string) => parse(text, { schema: 'core' }) as object },
  });
  return { data, content };
};

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

test('a new post with a heading, a code block, an uploaded image and a tag is written as the build expects', async ({
  page,
}) => {
  await openEditor(page, cms, '#/collections/blog/new');
  await page.getByLabel('Title', { exact: true }).fill('Editor smoke test post');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A post written in the editor by the browser test.');
  await page.getByLabel('Date', { exact: true }).fill('2026-03-14');
  await page.getByLabel('Author', { exact: true }).click();
  await page.getByRole('option', { name: 'Marta Lindqvist' }).click();

  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles(path.join(repo, 'content/images/blog/designing-analytics-events-funnel.png'));
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Cover alt', { exact: true }).fill('A bar chart of a trial funnel');
  // One box per tag, each added with its button (a comma inside one stays in that tag).
  for (const tag of ['Process', 'Design']) {
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByLabel('Tag', { exact: true }).last().fill(tag);
  }

  // The body opens in Markdown mode: Rich Text would save the fence typed below as escaped text.
  const body = page.getByLabel('markdown field');
  await body
    .getByRole('textbox')
    .fill('Intro paragraph.\n\n## A heading\n\n```ts\nconst answer = 42;\n```\n');
  // The preview is the site's own post, in its styles.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1, name: 'Editor smoke test post' })).toBeVisible();
  await expect(preview.locator('pre.language-ts')).toContainText('const answer = 42;');

  await publish(page);
  const file = path.join(cms.root, 'content/blog/editor-smoke-test-post.md');
  await expect.poll(() => existsSync(file), { timeout: 60_000 }).toBe(true);

  const { data, content } = frontMatter(file);
  expect(data).toMatchObject({
    title: 'Editor smoke test post',
    date: '2026-03-14',
    author: 'marta-lindqvist',
    cover: '../images/blog/designing-analytics-events-funnel.png',
    coverAlt: 'A bar chart of a trial funnel',
    tags: ['Process', 'Design'],
  });
  expect(content).toMatch(/^## A heading$/m);
  expect(content).toContain('```ts\nconst answer = 42;\n```');
  expect(existsSync(path.join(cms.root, 'content/images/blog/designing-analytics-events-funnel.png'))).toBe(
    true,
  );

  const check = spawnSync(process.execPath, [path.join(repo, 'scripts/check-content.ts'), cms.root], {
    encoding: 'utf8',
  });
  expect(`${check.stdout}${check.stderr}`).toContain('content OK');
});

test('an empty required field and a title over its limit are refused with the field’s message', async ({
  page,
}) => {
  const files = () => readdirSync(path.join(cms.root, 'content/blog')).sort();
  const before = files();
  await openEditor(page, cms, '#/collections/blog/new');
  await page.getByLabel('Title', { exact: true }).fill('x'.repeat(91));
  await publish(page);
  // Each message at its field; nothing is written.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: "Title didn't match the pattern: too long, at most 90 characters." }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Description is required.' })).toBeVisible();
  await page.waitForTimeout(2000);
  expect(files()).toEqual(before);
});

test('changing one word of a case keeps every other field and the body as they were', async ({ page }) => {
  const file = path.join(cms.root, 'content/cases/Mila.md');
  const before = frontMatter(file);
  await openEditor(page, cms, '#/collections/cases/entries/Mila');
  // A list of words shows each value in an open box (folded, each read only "Stack"). The first
  // look waits for the entry to load, which took over 10 s in a busy CI run (4 Dec).
  await expect(page.getByRole('textbox', { name: 'Stack', exact: true }).first()).toHaveValue(
    String((before.data.stack as string[])[0]),
    { timeout: 60_000 },
  );
  const duration = page.getByLabel('Duration', { exact: true });
  const old = await duration.inputValue();
  await duration.fill(old.replace(/months?/, 'weeks'));
  await publish(page);
  await expect
    .poll(() => frontMatter(file).data.duration, { timeout: 60_000 })
    .toBe(old.replace(/months?/, 'weeks'));
  const after = frontMatter(file);
  expect({ ...after.data, duration: old }).toEqual(before.data);
  expect(after.content.trim()).toBe(before.content.trim());
});

// A writer's trial found these panes blank: their related-case cards lacked what CaseCard reads.
test('service and industry pages preview as the site renders them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const preview = page.frameLocator('iframe').first();
  // The pane renders once the entry and the site's preview bundle have loaded: a minute on a busy CI machine.
  const loaded = { timeout: 60_000 };
  await openEditor(page, cms, '#/collections/services/entries/AI');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(/AI features/, loaded);
  await expect(preview.getByRole('heading', { name: 'Related case studies' })).toBeVisible(loaded);
  // The components' build-time classes reach the frame: the hero's heading has the site's weight
  // (750) and tracking, not the browser's bold.
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCSS('font-weight', '750');
  await expect(heading).toHaveCSS('letter-spacing', /^-/);
  await page.goto('/admin/#/collections/industries/entries/Medical');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(/Health and medical apps/, loaded);
  expect(errors).toEqual([]);
});

test('/admin/ is kept out of search and of every other page, with its own policy', async ({ request }) => {
  const admin = await request.get('/admin/');
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(admin.headers()['content-security-policy']).toContain("'unsafe-eval'");
  const about = await request.get('/About');
  expect(about.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin/');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain('/admin');
  // Outside webpack: no page's scripts and no chunk of the site mention the editor.
  const publicDir = path.join(repo, 'public');
  const chunks = readdirSync(publicDir).filter((f) => f.endsWith('.js'));
  for (const chunk of chunks) expect(readFileSync(path.join(publicDir, chunk), 'utf8')).not.toMatch(/decap/i);
});
