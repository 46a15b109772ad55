import {
  BLOG_PATH,
  PAGE_SEGMENT,
  TOPICS_SEGMENT,
  listPagePath,
  type ListPosition,
  topicPath,
  topicSlug,
} from '@fernhill/content-rules/blog-lists';

/**
 * Which list pages the blog has: /Blog and one topic per tag, each cut into pages of `pageSize`
 * posts. Pure, so the plan is tested without a build; create-pages.ts makes what it returns.
 */
export interface ListedPost {
  id: string;
  route: string;
  tags: readonly string[];
  /** A draft or scheduled post (develop and preview builds): its card is marked. */
  held: boolean;
}

/** A topic's text from content/data/topics.json; a tag without one gets a generated description. */
export interface TopicText {
  name: string;
  description?: string;
}

export interface Topic {
  name: string;
  slug: string;
  path: string;
  description: string;
  postCount: number;
}

export interface ListPage extends ListPosition {
  /** This page's posts, in list order (newest first). */
  postIds: string[];
  /** Null for /Blog's pages. */
  topic: Topic | null;
  /** Every post on it is held back: a preview's page, kept out of the sitemap and unindexed. */
  held: boolean;
}

export interface BlogPlan {
  pages: ListPage[];
  topics: Topic[];
  /** Content mistakes that would make two pages claim one address. */
  problems: string[];
}

const RESERVED = [TOPICS_SEGMENT, PAGE_SEGMENT].map((segment) => `${BLOG_PATH}/${segment}`);

const generatedDescription = (name: string, count: number, siteName: string) =>
  `${count} ${count === 1 ? 'post' : 'posts'} from ${siteName} on ${name}, newest first.`;

function paginate(
  base: string,
  posts: readonly ListedPost[],
  pageSize: number,
  topic: Topic | null,
): ListPage[] {
  const count = Math.max(1, Math.ceil(posts.length / pageSize));
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1;
    const slice = posts.slice(i * pageSize, number * pageSize);
    return {
      path: listPagePath(base, number),
      base,
      number,
      count,
      previous: number > 1 ? listPagePath(base, number - 1) : null,
      next: number < count ? listPagePath(base, number + 1) : null,
      postIds: slice.map((p) => p.id),
      skip: i * pageSize,
      topic,
      held: slice.length > 0 && slice.every((p) => p.held),
    };
  });
}

/** `posts` newest first, as the lists show them. */
export function planBlogLists(
  posts: readonly ListedPost[],
  options: { pageSize: number; topics: readonly TopicText[]; siteName: string },
): BlogPlan {
  if (!Number.isInteger(options.pageSize) || options.pageSize < 1)
    throw new Error(`The blog's page size must be a whole number above 0 (found ${options.pageSize})`);
  const problems: string[] = [];
  for (const post of posts)
    if (RESERVED.includes(post.route))
      problems.push(
        `${post.route}: a post cannot be named "${post.route.slice(BLOG_PATH.length + 1)}", the blog’s lists use that address`,
      );

  const names = [...new Set(posts.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b));
  const bySlug = new Map<string, string>();
  for (const name of names) {
    const slug = topicSlug(name);
    const other = bySlug.get(slug);
    if (!slug) problems.push(`The tag "${name}" has no letters or digits to make its address from`);
    else if (other)
      problems.push(`The tags "${other}" and "${name}" would share /Blog/topics/${slug}: use one spelling`);
    else bySlug.set(slug, name);
  }
  const texts = new Map(options.topics.map((t) => [t.name, t.description]));
  const topics: Topic[] = [...bySlug.values()].map((name) => {
    const postCount = posts.filter((p) => p.tags.includes(name)).length;
    return {
      name,
      slug: topicSlug(name),
      path: topicPath(name),
      description: texts.get(name) || generatedDescription(name, postCount, options.siteName),
      postCount,
    };
  });
  const pages = [
    ...paginate(BLOG_PATH, posts, options.pageSize, null),
    ...topics.flatMap((topic) =>
      paginate(
        topic.path,
        posts.filter((p) => p.tags.includes(topic.name)),
        options.pageSize,
        topic,
      ),
    ),
  ];
  return { pages, topics, problems };
}
