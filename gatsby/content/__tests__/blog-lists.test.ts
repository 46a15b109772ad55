/** @jest-environment node */
import { planBlogLists, type ListedPost } from '../blog-lists';
import { listPagePath, topicPath, topicSlug } from '@fernhill/content-rules/blog-lists';

const SITE = 'Fernhill Studio';
/** `n` posts newest first; post i carries the tags `tagsOf(i)`. */
const postsOf = (n: number, tagsOf: (i: number) => string[] = () => ['Product'], held = () => false) =>
  Array.from({ length: n }, (_, i): ListedPost => ({
    id: `p${i}`,
    route: `/Blog/post-${i}`,
    tags: tagsOf(i),
    held: held(),
  }));
const plan = (posts: ListedPost[], pageSize = 12, topics: { name: string; description?: string }[] = []) =>
  planBlogLists(posts, { pageSize, topics, siteName: SITE });
const paths = (p: ReturnType<typeof plan>) => p.pages.map((page) => page.path);

describe('the blog lists’ addresses', () => {
  it('makes a tag’s slug from its letters and digits', () => {
    expect(topicSlug('AR/VR')).toBe('ar-vr');
    expect(topicSlug('Product')).toBe('product');
    expect(topicSlug(' Café & UX ')).toBe('cafe-ux');
    expect(topicPath('AI')).toBe('/Blog/topics/ai');
  });

  it('numbers pages after the first, which is the list itself (no trailing slash)', () => {
    expect(listPagePath('/Blog', 1)).toBe('/Blog');
    expect(listPagePath('/Blog', 2)).toBe('/Blog/page/2');
    expect(listPagePath('/Blog/topics/ai', 3)).toBe('/Blog/topics/ai/page/3');
  });
});

describe('planBlogLists', () => {
  it('keeps a list on one page up to the page size', () => {
    const p = plan(postsOf(12));
    expect(paths(p)).toEqual(['/Blog', '/Blog/topics/product']);
    expect(p.pages[0]).toMatchObject({ number: 1, count: 1, previous: null, next: null, skip: 0 });
    expect(p.pages[0]!.postIds).toHaveLength(12);
  });

  it('cuts 120 posts into pages of 12, each linked to its neighbours', () => {
    const p = plan(postsOf(120, (i) => (i % 3 === 0 ? ['Product', 'AI'] : ['Product'])));
    const blog = p.pages.filter((page) => page.topic === null);
    expect(blog.map((b) => b.path)).toEqual([
      '/Blog',
      ...Array.from({ length: 9 }, (_, i) => `/Blog/page/${i + 2}`),
    ]);
    expect(blog[0]).toMatchObject({ previous: null, next: '/Blog/page/2', count: 10 });
    expect(blog[4]).toMatchObject({ number: 5, previous: '/Blog/page/4', next: '/Blog/page/6', skip: 48 });
    expect(blog[9]).toMatchObject({ previous: '/Blog/page/9', next: null });
    expect(blog[1]!.postIds[0]).toBe('p12');
    // Every post is on exactly one page of /Blog, in order.
    expect(blog.flatMap((b) => b.postIds)).toEqual(postsOf(120).map((x) => x.id));
    const ai = p.pages.filter((page) => page.topic?.name === 'AI');
    expect(ai.map((a) => a.path)).toEqual([
      '/Blog/topics/ai',
      '/Blog/topics/ai/page/2',
      '/Blog/topics/ai/page/3',
      '/Blog/topics/ai/page/4',
    ]);
    expect(ai.flatMap((a) => a.postIds)).toHaveLength(40);
    expect(ai[3]!.postIds).toHaveLength(4);
  });

  it('gives an empty blog its one page, and no topics', () => {
    const p = plan([]);
    expect(paths(p)).toEqual(['/Blog']);
    expect(p.pages[0]).toMatchObject({ count: 1, postIds: [], held: false });
    expect(p.topics).toEqual([]);
  });

  it('lists topics by name, with the content’s description or a generated one', () => {
    const p = plan(
      postsOf(3, (i) => [['Research'], ['AI', 'Research'], ['Design']][i]!),
      12,
      [{ name: 'AI', description: 'Adding AI to products.' }],
    );
    expect(p.topics).toEqual([
      {
        name: 'AI',
        slug: 'ai',
        path: '/Blog/topics/ai',
        description: 'Adding AI to products.',
        postCount: 1,
      },
      {
        name: 'Design',
        slug: 'design',
        path: '/Blog/topics/design',
        description: `1 post from ${SITE} on Design, newest first.`,
        postCount: 1,
      },
      {
        name: 'Research',
        slug: 'research',
        path: '/Blog/topics/research',
        description: `2 posts from ${SITE} on Research, newest first.`,
        postCount: 2,
      },
    ]);
  });

  it('marks a page held when every post on it is a draft or scheduled (preview builds)', () => {
    const posts = [...postsOf(2), { id: 'd', route: '/Blog/d', tags: ['Secret'], held: true }];
    const p = plan(posts, 2);
    const held = Object.fromEntries(p.pages.map((page) => [page.path, page.held]));
    expect(held).toEqual({
      '/Blog': false,
      '/Blog/page/2': true,
      '/Blog/topics/product': false,
      '/Blog/topics/secret': true,
    });
  });

  it('reports two tags that would share an address, and a post named like a list', () => {
    const p = plan([
      ...postsOf(1, () => ['AR/VR']),
      { id: 'x', route: '/Blog/topics', tags: ['AR VR'], held: false },
    ]);
    expect(p.problems).toEqual([
      '/Blog/topics: a post cannot be named "topics", the blog’s lists use that address',
      'The tags "AR VR" and "AR/VR" would share /Blog/topics/ar-vr: use one spelling',
    ]);
  });

  it('refuses a page size that is not a whole number above 0', () => {
    expect(() => plan(postsOf(1), 0)).toThrow(/page size/);
  });
});
