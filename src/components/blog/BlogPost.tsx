import type { Held } from '@fernhill/content-rules/publication';
import { HeldBanner } from '../common/Held';
import { Picture } from '../common/Picture';
import { Link } from 'gatsby';
import { topicPath } from '@fernhill/content-rules/blog-lists';
import { Container } from '../../ui/Container';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { Prose } from '../common/Prose';
import { Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { TableOfContents, MIN_HEADINGS_FOR_TOC } from './TableOfContents';
import { PostGrid } from './PostGrid';
import type { Crumb } from '../../lib/structured-data.ts';
import * as css from './BlogPost.css';
import { LAZY_IMAGE } from '../../ui/image-loading';
import { Static } from '../../loading';

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
        {/* Crumbs, title, byline, cover and topic links: nothing to hydrate (Static). */}
        <Static>
          <header className={css.header}>
            <Breadcrumbs crumbs={postCrumbs(post)} />
            <h1 className={css.heading}>{post.title}</h1>
            <p className={css.lead}>{post.description}</p>
            <div className={css.byline}>
              {/* Lazy, as every small SVG beside the LCP image: each SVG <img> is a document of its own whose
                set-up holds the main thread before the cover paints (docs/performance.md, render delay). */}
              <img
                src={post.author.photo}
                alt=""
                className={css.avatar}
                width={48}
                height={48}
                {...LAZY_IMAGE}
              />
              <span>
                {/* The space keeps name and position apart in the text (readers, copy, search). */}
                <strong className={css.author}>{post.author.name}</strong> {post.author.position} ·{' '}
                <time dateTime={post.isoDate}>{post.date}</time> · {post.timeToRead} min read
              </span>
            </div>
            <div className={css.cover}>
              <Picture file={post.cover} alt={post.coverAlt} eager />
            </div>
            <ul className={css.tags} aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={topicPath(tag)} className={css.tag}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </header>
        </Static>
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
