import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { MarkdownPage, required } from '../components/common/MarkdownPage';

const FILE = 'content/pages/privacy.md';
const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Privacy', path: '/Privacy' },
];

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <MarkdownPage page={required(data.page, FILE)} crumbs={crumbs} />;
}

export function Head({ data, location }: HeadProps<Queries.PrivacyPageQuery>) {
  const page = required(data.page, FILE);
  return (
    <Seo
      title={page.frontmatter?.title ?? 'Privacy'}
      description={page.frontmatter?.description ?? ''}
      path={location.pathname}
      canonicalPath="/Privacy"
      crumbs={crumbs}
    />
  );
}

export const query = graphql`
  query PrivacyPage {
    page: markdownRemark(fileAbsolutePath: { glob: "**/content/pages/privacy.md" }) {
      ...PageText
    }
  }
`;
