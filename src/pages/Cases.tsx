import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import { ListPageHeader } from '../components/common/ListPageHeader';
import { Container } from '../components/layout/Container';
import { CaseFilters } from '../components/cases/CaseFilters';
import { CallToAction } from '../components/common/CallToAction';
import { Prose } from '../components/common/Prose';
import { required } from '../components/common/MarkdownPage';

const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Cases', path: '/Cases' },
];

export default function CasesPage({ data }: PageProps<Queries.CasesPageQuery>) {
  const intro = required(data.intro, 'content/pages/cases.md');
  return (
    <>
      <ListPageHeader
        crumbs={crumbs}
        title={intro.frontmatter?.title ?? 'Case studies'}
        lead={intro.frontmatter?.description ?? ''}
      />
      <Container>
        <Prose html={intro.html ?? ''} />
        <CaseFilters cases={data.cases.nodes} />
      </Container>
      <CallToAction
        heading="Your product could be the next case study"
        text="Tell us what you are building and where you are stuck. We reply within one business day."
      />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Case studies"
      description="Mobile and web products we designed and built: health, social, education, productivity, IoT and more, with measured results."
      path={location.pathname}
      canonicalPath="/Cases"
      crumbs={crumbs}
    />
  );
}

export const query = graphql`
  query CasesPage {
    intro: markdownRemark(fileAbsolutePath: { glob: "**/content/pages/cases.md" }) {
      ...PageText
    }
    cases: allCaseStudy(sort: { order: ASC }) {
      nodes {
        ...CaseCard
      }
    }
  }
`;
