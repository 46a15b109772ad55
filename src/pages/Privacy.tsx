import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { ListPageHeader } from '../components/common/ListPageHeader';
import { Container } from '../components/layout/Container';
import { Prose } from '../components/common/Prose';

const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Privacy', path: '/Privacy' },
];

type Data = Queries.PrivacyPageQuery;

// The text lives in content/legal/privacy.md; a build without it fails (the query is required).
function pageOf(data: Data) {
  if (!data.page) throw new Error('content/legal/privacy.md is missing');
  return data.page;
}

export default function PrivacyPage({ data }: PageProps<Data>) {
  const page = pageOf(data);
  return (
    <>
      <ListPageHeader
        crumbs={crumbs}
        title={page.frontmatter?.title ?? 'Privacy'}
        lead={page.frontmatter?.description ?? ''}
      />
      <Container>
        <Prose html={page.html ?? ''} />
      </Container>
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = pageOf(data);
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
    page: markdownRemark(fileAbsolutePath: { glob: "**/content/legal/privacy.md" }) {
      html
      frontmatter {
        title
        description
      }
    }
  }
`;
