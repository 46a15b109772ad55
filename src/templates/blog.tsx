import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { FilterSelect } from '../components/common/FilterSelect';
import { PostGrid } from '../components/blog/PostGrid';
import {
  Pagination,
  PaginationHeadLinks,
  pageSuffix,
  type PaginationData,
} from '../components/blog/Pagination';
import { TopicLinks, type TopicLink } from '../components/blog/TopicLinks';
import { useUrlFilters } from '../hooks/useUrlFilters';
import { Static } from '../loading';
import { MarkdownPage, MarkdownPageHead, required } from '../components/common/MarkdownPage';
import * as css from './blog.css';

const FILE = 'content/pages/blog.md';
const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Blog', path: '/Blog' },
];
const KEYS = ['tag'] as const;

type Context = { heldLabels?: Record<string, string>; pagination: PaginationData; topicLinks: TopicLink[] };

export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, Context>) {
  const posts = data.posts.nodes;
  const tags = React.useMemo(() => [...new Set(posts.flatMap((p) => p.tags))].sort(), [posts]);
  const [filters, setFilter] = useUrlFilters(KEYS, { tag: tags });
  const { skip, size } = pageContext.pagination;
  const visible = filters.tag
    ? posts.filter((p) => p.tags.includes(filters.tag!))
    : posts.slice(skip, skip + size);
  const grid = { label: 'Blog posts', headingLevel: 'h2', heldLabels: pageContext.heldLabels } as const;
  return (
    <MarkdownPage page={required(data.intro, FILE)} crumbs={crumbs}>
      <div role="search" aria-label="Filter posts" className={css.search}>
        <FilterSelect
          name="tag"
          label="Topic"
          value={filters.tag}
          allLabel="All topics"
          options={tags.map((t) => ({ value: t, label: t }))}
          onChange={(v) => setFilter('tag', v)}
        />
      </div>
      {/* Links and cards need no JavaScript: on the first load they stay the server's HTML
          (Static), which is most of what this page would hydrate. A topic chosen here is React's. */}
      <Static>
        <TopicLinks topics={pageContext.topicLinks} />
      </Static>
      {filters.tag ? (
        <PostGrid posts={visible} {...grid} />
      ) : (
        <Static>
          <PostGrid posts={visible} {...grid} />
          <Pagination pagination={pageContext.pagination} label="Blog pages" />
        </Static>
      )}
      <a href="/rss.xml" className={css.subscribe}>
        Subscribe with RSS
      </a>
    </MarkdownPage>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogPageQuery, Context>) {
  return (
    <MarkdownPageHead
      titleSuffix={pageSuffix(pageContext.pagination)}
      page={required(data.intro, FILE)}
      path={location.pathname}
      canonicalPath={pageContext.pagination.path}
      crumbs={crumbs}
    >
      <PaginationHeadLinks pagination={pageContext.pagination} />
    </MarkdownPageHead>
  );
}

export const query = graphql`
  query BlogPage($postIds: [String!]!) {
    intro: markdownRemark(fileAbsolutePath: { glob: "**/content/pages/blog.md" }) {
      ...PageText
    }
    posts: allBlogPost(filter: { id: { in: $postIds } }, sort: { date: DESC }) {
      nodes {
        ...PostCard
      }
    }
  }
`;
