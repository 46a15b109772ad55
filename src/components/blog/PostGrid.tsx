import { PostCard, type PostCardData } from './PostCard';
import { CardGrid } from '../common/CardGrid';

interface PostGridProps {
  posts: readonly PostCardData[];
  label: string;
  headingLevel?: 'h2' | 'h3';
}

export function PostGrid({ posts, label, headingLevel }: PostGridProps) {
  return (
    <CardGrid min={300} gap={24} count={posts.length} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
