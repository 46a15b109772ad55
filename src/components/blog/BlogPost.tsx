import type { Held } from '@fernhill/content-rules/publication';
import { HeldBanner } from '../common/Held';
import { Picture } from '../common/Picture';
import { Link } from 'gatsby';
import { topicPath } from '@fernhill/content-rules/blog-lists';
import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { Prose } from '../common/Prose';
import { Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { TableOfContents, MIN_HEADINGS_FOR_TOC } from './TableOfContents';
import { PostGrid } from './PostGrid';
import type { Crumb } from '../../lib/structured-data.ts';

const Header = styled('header')({
  paddingBlock: '32px 24px',
  '& h1': { ...typography.h1, fontSize: 'clamp(2rem, 4.5vw, 3rem)', margin: '32px 0 16px', maxWidth: 900 },
  '& .lead': { fontSize: '1.25rem', color: palette.text.secondary, maxWidth: 760, margin: '0 0 24px' },
  '& .byline': { display: 'flex', alignItems: 'center', gap: 12, color: palette.text.secondary },
  '& .byline img': { borderRadius: '50%' },
  '& .byline strong': { color: palette.text.primary, display: 'block' },
  '& .cover': { marginTop: 32, borderRadius: 20, overflow: 'hidden' },
  '& .tags': { display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: '24px 0 0' },
  '& .tags a': { color: palette.primary.main, fontWeight: 600 },
});

export type BlogPostData = NonNullable<Queries.BlogPostPageQuery['post']>;

export const postCrumbs = (post: Pick<BlogPostData, 'title' | 'route'>): Crumb[] => [
  { label: 'Home', path: '/' },
  { label: 'Blog', path: '/Blog' },
  { label: post.title, path: post.route },
];

export function BlogPost({
  post,
  related,
  held,
}: {
  post: BlogPostData;
  related: Queries.BlogPostPageQuery['related']['nodes'];
  /** Why the public site does not have the post yet (develop and preview builds). */
  held?: Held | null;
}) {
  return (
    <article>
      <HeldBanner held={held} />
      <Container>
        <Header>
          <Breadcrumbs crumbs={postCrumbs(post)} />
          <h1>{post.title}</h1>
          <p className="lead">{post.description}</p>
          <div className="byline">
            <img src={post.author.photo} alt="" width={48} height={48} />
            <span>
              {/* The space keeps name and position apart in the text (readers, copy, search). */}
              <strong>{post.author.name}</strong> {post.author.position} ·{' '}
              <time dateTime={post.isoDate}>{post.date}</time> · {post.timeToRead} min read
            </span>
          </div>
          <div className="cover">
            <Picture file={post.cover} alt={post.coverAlt} eager />
          </div>
          <ul className="tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={topicPath(tag)}>#{tag}</Link>
              </li>
            ))}
          </ul>
        </Header>
        {post.headings.length >= MIN_HEADINGS_FOR_TOC && <TableOfContents html={post.tableOfContents} />}
        <Prose html={post.html} />
      </Container>
      {related.length > 0 && (
        <Section title="Keep reading" id="related" stateless>
          <PostGrid posts={related} label="Related posts" />
        </Section>
      )}
      <CallToAction
        heading="Want to talk this through for your product?"
        text="Send us a few lines about where you are. A lead from our team replies within one business day."
      />
    </article>
  );
}
