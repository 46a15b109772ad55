/**
 * A writer's workflow on a warm cache: adding a case is one Markdown file. With a build in place
 * (npm test runs this after its production build), add content/cases/<Id>.md, build again
 * incrementally, and see the page, its lower-case redirect in the deployable configuration, and the
 * local server answering both. In the same build a draft post, a draft case and a post dated next
 * year stay out of the pages, the sitemap and the feeds; a preview build (PREVIEW_DRAFTS=true) just
 * before it had them, marked, unindexed and unannounced, and left nothing behind. A published post
 * taken away is gone from its page, the list, the sitemap and the feed: what lets CI restore a warm
 * .cache and public/ built from other content (docs/ci.md). The files are put back and the build
 * restored afterwards. It runs in this checkout, not a copy: Gatsby's cache is keyed on absolute
 * paths, so a copy elsewhere would not be the warm cache CI restores to the same place.
 * Usage: node --test tests/workflow/new-case.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startLocalStack } from '@fernhill/local-server/app';
import type { LocalStack } from '@fernhill/local-server/app';
import { loadServerConfig } from '@fernhill/local-server/config';
import { loadContent } from '../../gatsby/content/check.ts';

const root = path.resolve(import.meta.dirname, '../..');
const casesDir = path.join(root, 'content', 'cases');
const ID = 'ZenithOneFile';
const file = path.join(casesDir, `${ID}.md`);
const blogDir = path.join(root, 'content', 'blog');
// The draft is started the way a writer starts one: npm run new (a valid file marked draft, with art).
const DRAFT = 'zz-workflow-draft';
const unpublished = {
  'zz-future-post': (t: string) =>
    t
      .replace(/^title: .*$/m, 'title: A post for next year')
      .replace(/^date: .*$/m, `date: ${NEXT_YEAR}-06-01`),
};
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const DRAFT_CASE = 'ZzPreviewDraftCase';
const draftCase = path.join(casesDir, `${DRAFT_CASE}.md`);
const FEEDS = ['rss.xml', 'atom.xml', 'feed.json'];
/** A production build; with `preview`, the pull request's preview build. */
const build = (preview = false) => {
  const env = { ...process.env };
  delete env.PREVIEW_DRAFTS;
  if (preview) env.PREVIEW_DRAFTS = 'true';
  execFileSync('npx', ['gatsby', 'build'], { cwd: root, stdio: 'inherit', env });
};
const publicFile = (...parts: string[]) => path.join(root, 'public', ...parts);
const read = (...parts: string[]) =>
  existsSync(publicFile(...parts)) ? readFileSync(publicFile(...parts), 'utf8') : null;
const sitemaps = () =>
  readdirSync(path.join(root, 'public'))
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .map((f) => read(f))
    .join('');
/** What the preview build wrote, read before the production build replaces it. */
let preview: { pages: Record<string, string | null>; lists: string; announced: string; info: string | null };
// A published post no other file links to, taken away for the build and put back after.
const REMOVED = 'adding-ai-features-to-your-app';
/** Where a post shows in a build: its page, the /Blog list, the sitemap, the feed. */
const traces = (slug: string) => ({
  page: existsSync(publicFile('Blog', slug, 'index.html')),
  blogList: (read('Blog', 'index.html') ?? '').includes(`/Blog/${slug}`),
  sitemap: sitemaps().includes(`/Blog/${slug}`),
  feed: (read('rss.xml') ?? '').includes(`/Blog/${slug}`),
});

let stack: LocalStack | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fernhill-new-case-'));
const removedFile = path.join(blogDir, `${REMOVED}.md`);
const removedText = readFileSync(removedFile, 'utf8');

before(() => {
  // The warm build this runs on has the post everywhere (else the removal below would prove nothing).
  assert.deepEqual(traces(REMOVED), { page: true, blogList: true, sitemap: true, feed: true });
  rmSync(removedFile);
  const orders = readdirSync(casesDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => Number(/^order: (\d+)$/m.exec(readFileSync(path.join(casesDir, f), 'utf8'))?.[1] ?? 0));
  const template = readFileSync(path.join(casesDir, 'Mila.md'), 'utf8');
  writeFileSync(
    file,
    template
      .replace(/^title: .*$/m, `title: Zenith`)
      .replace(/^order: .*$/m, `order: ${Math.max(...orders) + 1}`),
  );
  writeFileSync(
    draftCase,
    template
      .replace(/^title: .*$/m, 'title: Zz Preview Draft Case\ndraft: true')
      .replace(/^order: .*$/m, `order: ${Math.max(...orders) + 2}`),
  );
  const post = readFileSync(path.join(blogDir, 'how-to-scope-an-mvp.md'), 'utf8').replace(
    /^seoTitle: .*\n/m,
    '',
  );
  for (const [slug, edit] of Object.entries(unpublished))
    writeFileSync(path.join(blogDir, `${slug}.md`), edit(post));
  execFileSync('node', ['scripts/new-content.ts', 'post', 'Zz workflow draft'], {
    cwd: root,
    stdio: 'inherit',
  });
  build(true);
  preview = {
    pages: Object.fromEntries(
      [...Object.keys(unpublished), DRAFT].map((slug) => [slug, read('Blog', slug, 'index.html')]),
    ),
    lists: `${read('Blog', 'index.html')}${read('Cases', 'index.html')}`,
    announced: sitemaps() + FEEDS.map((f) => read(f)).join(''),
    info: read('build-info.json'),
  };
  preview.pages[DRAFT_CASE] = read('Cases', DRAFT_CASE, 'index.html');
  build();
});

after(async () => {
  await stack?.close();
  writeFileSync(removedFile, removedText);
  rmSync(file, { force: true });
  rmSync(draftCase, { force: true });
  for (const slug of [...Object.keys(unpublished), DRAFT])
    rmSync(path.join(blogDir, `${slug}.md`), { force: true });
  rmSync(path.join(root, 'content', 'images', 'blog', `${DRAFT}.svg`), { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  build(); // leave public/ and firebase.deploy.json as they were
});

test('the incremental build writes the new page', () => {
  const html = readFileSync(path.join(root, 'public', 'Cases', ID, 'index.html'), 'utf8');
  assert.match(html, /Zenith/);
});

test('the deployable configuration redirects every other letter case of its URL', () => {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.deploy.json'), 'utf8'));
  const redirect = config.hosting.redirects.find(
    (r: { destination: string; regex?: string }) => r.destination === `/Cases/${ID}` && r.regex,
  );
  assert.equal(redirect?.type, 301);
  const pattern = new RegExp(redirect.regex, 'u');
  assert.ok(pattern.test(`/cases/${ID.toLowerCase()}`));
  assert.ok(pattern.test(`/CASES/${ID.toUpperCase()}/`));
  assert.ok(!pattern.test(`/Cases/${ID}`));
});

test('the local server serves the page and the redirect', async () => {
  stack = await startLocalStack(loadServerConfig({ PORT: '0', DATA_DIR: dataDir }, root));
  const page = await fetch(`${stack.url}/Cases/${ID}`, { redirect: 'manual' });
  assert.equal(page.status, 200);
  for (const spelling of [`/cases/${ID.toLowerCase()}`, `/CASES/${ID}`]) {
    const variant: Response = await fetch(`${stack.url}${spelling}`, { redirect: 'manual' });
    assert.equal(variant.status, 301);
    assert.equal(variant.headers.get('location'), `/Cases/${ID}`);
  }
});

test('a preview build made the draft and scheduled pages, marked, unindexed, and in no sitemap or feed', () => {
  assert.equal(JSON.parse(preview.info ?? '{}').preview, true);
  const expected: Record<string, string> = {
    'zz-future-post': `Scheduled for 1 June ${NEXT_YEAR}`,
    [DRAFT]: 'Draft',
    [DRAFT_CASE]: 'Draft',
  };
  for (const [slug, label] of Object.entries(expected)) {
    const html = preview.pages[slug];
    assert.ok(html, `${slug} has no page in the preview`);
    const status = label === 'Draft' ? 'draft' : 'scheduled';
    assert.match(html, new RegExp(`data-held="${status}"[^>]*><strong>${label}</strong>`), slug);
    assert.match(html, /<meta name="robots" content="noindex[^"]*"/, slug);
    // Marked in its list (/Blog or /Cases) for the writer to find.
    assert.match(preview.lists, new RegExp(`data-held="true"[^>]*>${label}</strong>`));
    assert.match(preview.lists, new RegExp(`href="/(Blog|Cases)/${slug}"`));
    assert.doesNotMatch(preview.announced, new RegExp(slug), `${slug} is announced`);
  }
  assert.match(preview.announced, /\/Blog\/how-to-scope-an-mvp/); // the check above can see posts
});

test('a draft post, a draft case and a future post are not in the production build, its sitemap or its feeds', () => {
  const sitemap = sitemaps();
  const feeds = FEEDS.map((f) => read(f) ?? '').join('');
  const lists = `${read('Blog', 'index.html')}${read('Cases', 'index.html')}${read('index.html')}`;
  assert.match(sitemap, /\/Blog\/how-to-scope-an-mvp/); // the check below can see posts
  for (const f of FEEDS) assert.match(read(f) ?? '', /\/Blog\/how-to-scope-an-mvp/, f);
  assert.equal(JSON.parse(read('build-info.json') ?? '{}').preview, undefined);
  // The preview build ran just before: nothing of it is left.
  assert.equal(existsSync(publicFile('Cases', DRAFT_CASE)), false, `${DRAFT_CASE} has a page`);
  assert.doesNotMatch(lists, /data-held/);
  for (const slug of [...Object.keys(unpublished), DRAFT, DRAFT_CASE]) {
    assert.equal(existsSync(publicFile('Blog', slug)), false, `${slug} has a page`);
    assert.doesNotMatch(sitemap, new RegExp(slug));
    assert.doesNotMatch(feeds, new RegExp(slug));
    assert.doesNotMatch(lists, new RegExp(slug));
  }
});

test('a post removed on a warm cache is gone from its page, the /Blog list, the sitemap and the feed', () => {
  assert.deepEqual(traces(REMOVED), { page: false, blogList: false, sitemap: false, feed: false });
  assert.equal(traces('how-to-scope-an-mvp').blogList, true); // the list itself is still there
});

test('npm run new writes a starting post that passes the content check, as a draft', () => {
  const text = readFileSync(path.join(blogDir, `${DRAFT}.md`), 'utf8');
  assert.match(text, /^draft: true/m);
  assert.deepEqual(loadContent(root).errors, []);
});
