/**
 * The blog at scale: a copy of this checkout with 120 more posts (generated from a real one, over
 * ten tags, three of them without a description in content/data/topics.json) is built once, and
 * its lists are read from the output: /Blog and every topic paginate at site.json's blogPageSize,
 * each page names itself canonical and its neighbours prev/next, and following links from /Blog
 * alone reaches every post and every list page. The build's time is printed (a writer adding a
 * post a week has this many in about two years).
 * It builds in a temporary copy, not this checkout, so the checkout's build stays as it was; the
 * copy shares node_modules. Its build is a clean one: Gatsby's cache is keyed on absolute paths, so
 * the checkout's .cache would be dropped there (see new-case.test.ts), and the time printed is that
 * of a fresh clone's full build.
 * Usage: node --test tests/workflow/many-posts.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { listPagePath, topicPath } from '@fernhill/content-rules/blog-lists';

const root = path.resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'fernhill-many-posts-'));
const GENERATED = 120;
const TAGS = [
  'Product',
  'Design',
  'Engineering',
  'Research',
  'Quality',
  'Analytics',
  'AI',
  'Strategy',
  'Mobile',
  'Web',
];
const { blogPageSize } = JSON.parse(readFileSync(path.join(root, 'content', 'site.json'), 'utf8')) as {
  blogPageSize: number;
};
const tagsOf = (i: number) => [...new Set([TAGS[i % TAGS.length]!, TAGS[(i * 3 + 1) % TAGS.length]!])];

/** Every post route of the copy, newest first, and each one's tags. */
let posts: { route: string; date: string; tags: string[] }[] = [];
let seconds = 0;

const html = (route: string) => {
  const file = path.join(copy, 'public', route, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};
const attr = (page: string, rel: string) =>
  new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]+)"`).exec(page)?.[1] ??
  new RegExp(`<link[^>]*href="([^"]+)"[^>]*rel="${rel}"`).exec(page)?.[1] ??
  null;

before(() => {
  // The working tree as it is (tracked and new files), without what a build or install makes.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && existsSync(path.join(root, f)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  const blog = path.join(copy, 'content', 'blog');
  const template = readFileSync(path.join(blog, 'how-to-scope-an-mvp.md'), 'utf8').replace(
    /^seoTitle: .*\n/m,
    '',
  );
  for (let i = 1; i <= GENERATED; i++) {
    const n = String(i).padStart(3, '0');
    // One a week, back from a day before the real posts, so every one is published.
    const date = new Date(Date.UTC(2024, 11, 31) - i * 7 * 86_400_000).toISOString().slice(0, 10);
    writeFileSync(
      path.join(blog, `scale-post-${n}.md`),
      template
        .replace(/^title: .*$/m, `title: Scale post ${n}`)
        .replace(/^date: .*$/m, `date: ${date}`)
        .replace(/^tags: .*$/m, `tags: [${tagsOf(i).join(', ')}]`),
    );
  }
  const started = Date.now();
  execFileSync('npx', ['gatsby', 'build'], {
    cwd: copy,
    stdio: 'inherit',
    env: { ...process.env, PREVIEW_DRAFTS: '' },
  });
  seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Built ${GENERATED} generated posts and the site's own in ${seconds} s`);

  // The posts as their files say: the lists must show them newest first.
  posts = readdirSync(blog)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const text = readFileSync(path.join(blog, f), 'utf8');
      return {
        route: `/Blog/${f.slice(0, -3)}`,
        date: /^date: (.*)$/m.exec(text)![1]!,
        tags: /^tags: \[(.*)\]$/m
          .exec(text)![1]!
          .split(',')
          .map((t) => t.trim()),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
});

after(() => rmSync(copy, { recursive: true, force: true }));

/** The lists a reader should find: /Blog and each tag's, with their pages. */
const lists = () => {
  const byBase = new Map<string, string[]>([['/Blog', posts.map((p) => p.route)]]);
  for (const tag of new Set(posts.flatMap((p) => p.tags)))
    byBase.set(
      topicPath(tag),
      posts.filter((p) => p.tags.includes(tag)).map((p) => p.route),
    );
  return [...byBase].flatMap(([base, routes]) => {
    const count = Math.ceil(routes.length / blogPageSize);
    return Array.from({ length: count }, (_, i) => ({
      base,
      path: listPagePath(base, i + 1),
      number: i + 1,
      count,
      routes: routes.slice(i * blogPageSize, (i + 1) * blogPageSize),
    }));
  });
};

test('the build took a stated time, and /Blog and every topic paginate', () => {
  assert.ok(seconds > 0);
  assert.ok(posts.length >= GENERATED);
  const blogPages = lists().filter((l) => l.base === '/Blog');
  assert.equal(blogPages.length, Math.ceil(posts.length / blogPageSize));
  assert.ok(blogPages.length > 1);
  for (const list of lists()) {
    const page = html(list.path);
    assert.ok(page, `${list.path} was not built`);
    // Its posts, in order: the cards' title links (each card's heading is an <h2> holding one link;
    // matched by element, not by class, because the class names are build-time hashes).
    const cards = [...page.matchAll(/<h2[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(cards.length > 0, `${list.path} shows no post cards this test can read`);
    assert.deepEqual(cards, list.routes, `${list.path} lists other posts`);
    assert.equal(attr(page, 'canonical'), `https://fernhill.studio${list.path}`);
    assert.equal(
      attr(page, 'prev'),
      list.number > 1 ? `https://fernhill.studio${listPagePath(list.base, list.number - 1)}` : null,
    );
    assert.equal(
      attr(page, 'next'),
      list.number < list.count ? `https://fernhill.studio${listPagePath(list.base, list.number + 1)}` : null,
    );
    if (list.count > 1) assert.match(page, /aria-current="page"[^>]*>|<a[^>]*aria-current="page"/);
  }
  assert.equal(html(listPagePath('/Blog', blogPages.length + 1)), null, 'a page past the last was built');
});

test('from /Blog, links alone reach every post and every list page', () => {
  const seen = new Set<string>(['/Blog']);
  const queue = ['/Blog'];
  while (queue.length) {
    const page = html(queue.shift()!) ?? '';
    for (const [, href] of page.matchAll(/<a[^>]*href="(\/Blog[^"#?]*)"/g)) {
      if (seen.has(href!)) continue;
      seen.add(href!);
      queue.push(href!);
    }
  }
  const missing = [...posts.map((p) => p.route), ...lists().map((l) => l.path)].filter((r) => !seen.has(r));
  assert.deepEqual(missing, []);
});
