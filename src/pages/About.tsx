import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { MarkdownPage, required } from '../components/common/MarkdownPage';

const FILE = 'content/pages/about.md';
const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/About' },
];

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <MarkdownPage page={required(data.page, FILE)} crumbs={crumbs} />;
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const page = required(data.page, FILE);
  return (
    <Seo
      title={page.frontmatter?.title ?? 'About'}
      description={page.frontmatter?.description ?? ''}
      path={location.pathname}
      canonicalPath="/About"
      crumbs={crumbs}
    />
  );
}

export const query = graphql`
  query AboutPage {
    page: markdownRemark(fileAbsolutePath: { glob: "**/content/pages/about.md" }) {
      ...PageText
    }
  }
`;
