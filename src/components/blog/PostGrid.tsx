import { PostCard, type PostCardData } from './PostCard';
import { CardGrid } from '../common/CardGrid';

interface PostGridProps {
  posts: readonly PostCardData[];
  label: string;
  headingLevel?: 'h2' | 'h3';
  /** Drafts' and scheduled posts' labels by id (the /Blog list of develop and preview builds). */
  heldLabels?: Readonly<Record<string, string>>;
}

export function PostGrid({ posts, label, headingLevel, heldLabels }: PostGridProps) {
  return (
    <CardGrid min={300} gap={24} count={posts.length} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} held={heldLabels?.[post.id]} />
        </li>
      ))}
    </CardGrid>
  );
}
