import { PostCard, type PostCardData } from './PostCard';
import { CardGrid } from '../common/CardGrid';

export function PostGrid({ posts, label }: { posts: readonly PostCardData[]; label: string }) {
  return (
    <CardGrid min={300} gap={24} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </CardGrid>
  );
}
