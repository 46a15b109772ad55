import { ListPageHeader } from '../common/ListPageHeader';
import { Container } from '../../ui/Container';
import { PostGrid } from './PostGrid';
import type { PostCardData } from './PostCard';
import { TopicLinks, type TopicLink } from './TopicLinks';
import { Pagination, type PaginationData } from './Pagination';
import { Static } from '../../loading';
import type { Crumb } from '../../lib/structured-data.ts';
import * as css from './TopicList.css';

/** What a topic page knows of its topic (gatsby/content/blog-lists.ts). */
export interface TopicData {
  name: string;
  path: string;
  description: string;
}

export const topicCrumbs = (topic: TopicData): Crumb[] => [
  { label: 'Home', path: '/' },
  { label: 'Blog', path: '/Blog' },
  { label: topic.name, path: topic.path },
];

export const topicTitle = (topic: TopicData) => `${topic.name} posts`;

/** One page of a topic's posts: its title and description, every topic's link, the posts, the pages. */
export function TopicList({
  topic,
  posts,
  pagination,
  topicLinks,
  heldLabels,
}: {
  topic: TopicData;
  posts: readonly PostCardData[];
  pagination: PaginationData;
  topicLinks: readonly TopicLink[];
  heldLabels?: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <ListPageHeader crumbs={topicCrumbs(topic)} title={topicTitle(topic)} lead={topic.description} />
      <Container className={css.body}>
        {/* Links and cards only: the server's HTML on the first load, not hydrated (Static). */}
        <Static>
          <TopicLinks topics={topicLinks} current={topic.name} />
          <PostGrid posts={posts} label={topicTitle(topic)} headingLevel="h2" heldLabels={heldLabels} />
          <Pagination pagination={pagination} label={`${topic.name} pages`} />
        </Static>
      </Container>
    </>
  );
}
