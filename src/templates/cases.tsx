import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { CaseFilters } from '../components/cases/CaseFilters';
import { MarkdownPage, MarkdownPageHead, required } from '../components/common/MarkdownPage';

const FILE = 'content/pages/cases.md';
const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Cases', path: '/Cases' },
];

type Context = { heldLabels?: Record<string, string> };

export default function CasesPage({ data, pageContext }: PageProps<Queries.CasesPageQuery, Context>) {
  return (
    <MarkdownPage page={required(data.intro, FILE)} crumbs={crumbs}>
      <CaseFilters cases={data.cases.nodes} heldLabels={pageContext.heldLabels} />
    </MarkdownPage>
  );
}

export function Head({ data, location }: HeadProps<Queries.CasesPageQuery>) {
  return (
    <MarkdownPageHead
      page={required(data.intro, FILE)}
      path={location.pathname}
      canonicalPath="/Cases"
      crumbs={crumbs}
    />
  );
}
export const query = graphql`
  query CasesPage($caseIds: [String!]!) {
    intro: markdownRemark(fileAbsolutePath: { glob: "**/content/pages/cases.md" }) {
      ...PageText
    }
    cases: allCaseStudy(filter: { id: { in: $caseIds } }, sort: { order: ASC }) {
      nodes {
        ...CaseCard
      }
    }
  }
`;
