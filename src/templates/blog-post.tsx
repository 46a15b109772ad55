import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogPost, postCrumbs } from '../components/blog/BlogPost';
import { ContentSeo, siteUrl } from '../components/seo/Seo';
import { articleJsonLd } from '../lib/structured-data.ts';
import site from '../../content/site.json';
import type { Held } from '@fernhill/content-rules/publication';

type Data = Queries.BlogPostPageQuery;
type Context = { held: Held | null };

export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return data.post ? (
    <BlogPost post={data.post} related={data.related.nodes} held={pageContext.held} />
  ) : null;
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const post = data.post;
  if (!post) return null;
  const image = post.cover.raster?.publicURL ?? undefined;
  return (
    <ContentSeo
      contentType="BlogPost"
      entry={post}
      artAlt={post.coverAlt}
      path={location.pathname}
      canonicalPath={post.route}
      type="article"
      noindex={Boolean(pageContext.held)}
      crumbs={postCrumbs(post)}
      jsonLd={[
        articleJsonLd({
          siteUrl,
          siteName: site.name,
          path: post.route,
          title: post.title,
          description: post.description,
          date: post.isoDate,
          modified: post.lastModified,
          author: post.author.name,
          image: image ?? '/images/og-default.png',
        }),
      ]}
    />
  );
}

export const query = graphql`
  query BlogPostPage($id: String!, $relatedIds: [String!]!) {
    post: blogPost(id: { eq: $id }) {
      title
      seoTitle
      description
      route
      date(formatString: "MMMM D, YYYY")
      isoDate: date(formatString: "YYYY-MM-DD")
      lastModified(formatString: "YYYY-MM-DD")
      timeToRead
      tags
      html
      tableOfContents
      headings {
        value
      }
      coverAlt
      cover {
        raster {
          publicURL
        }
        ...VectorArt
        photo {
          gatsbyImageData(width: 1100, aspectRatio: 1.9, layout: CONSTRAINED)
        }
      }
      author {
        name
        position
        photo
      }
    }
    related: allBlogPost(filter: { id: { in: $relatedIds } }, sort: { date: DESC }) {
      nodes {
        ...PostCard
      }
    }
  }
`;
