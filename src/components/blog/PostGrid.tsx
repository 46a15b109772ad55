import styled from '@emotion/styled';
import { mq } from '../../theme/tokens';
import { PostCard, type PostCardData } from './PostCard';

const Grid = styled('ul')({
  display: 'grid',
  gap: 24,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: '1fr',
  [mq.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
});

export function PostGrid({ posts, label }: { posts: readonly PostCardData[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </Grid>
  );
}
