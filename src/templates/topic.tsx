import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { TopicList, topicCrumbs, topicTitle, type TopicData } from '../components/blog/TopicList';
import type { TopicLink } from '../components/blog/TopicLinks';
import { PaginationHeadLinks, pageSuffix, type PaginationData } from '../components/blog/Pagination';
import { Seo } from '../components/seo/Seo';

// A topic's page (/Blog/topics/<slug>, then /page/2…), as gatsby/content/blog-lists.ts plans it.
type Context = {
  topic: TopicData;
  pagination: PaginationData;
  topicLinks: TopicLink[];
  heldLabels?: Record<string, string>;
  /** Every post on the page is a draft or scheduled (a preview build). */
  held: boolean | null;
};

export default function TopicPage({ data, pageContext }: PageProps<Queries.TopicPageQuery, Context>) {
  return <TopicList {...pageContext} posts={data.posts.nodes} />;
}

export function Head({ location, pageContext }: HeadProps<Queries.TopicPageQuery, Context>) {
  const { topic, pagination } = pageContext;
  return (
    <Seo
      title={`${topicTitle(topic)}${pageSuffix(pagination)}`}
      description={topic.description}
      path={location.pathname}
      canonicalPath={pagination.path}
      noindex={Boolean(pageContext.held)}
      crumbs={topicCrumbs(topic)}
    >
      <PaginationHeadLinks pagination={pagination} />
    </Seo>
  );
}

export const query = graphql`
  query TopicPage($postIds: [String!]!) {
    posts: allBlogPost(filter: { id: { in: $postIds } }, sort: { date: DESC }) {
      nodes {
        ...PostCard
      }
    }
  }
`;
