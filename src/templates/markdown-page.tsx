import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MarkdownPage, MarkdownPageHead } from '../components/common/MarkdownPage';

type Data = Queries.MarkdownPageQuery;

/** Home, then the page: its crumb is its address (`/About` → About). */
const crumbsOf = (route: string) => [
  { label: 'Home', path: '/' },
  { label: route.slice(1), path: route },
];

export default function MarkdownPageTemplate({ data }: PageProps<Data>) {
  const page = data.page;
  const route = page?.frontmatter?.route;
  return page && route ? <MarkdownPage page={page} crumbs={crumbsOf(route)} /> : null;
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.page;
  const route = page?.frontmatter?.route;
  if (!page || !route) return null;
  return (
    <MarkdownPageHead page={page} path={location.pathname} canonicalPath={route} crumbs={crumbsOf(route)} />
  );
}

export const query = graphql`
  query MarkdownPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageText
      frontmatter {
        route
      }
    }
  }
`;
