import { graphql } from 'gatsby';
import { ListPageHeader } from './ListPageHeader';
import { Container } from '../layout/Container';
import { Prose } from './Prose';
import type { Crumb } from '../../lib/structured-data.ts';

export type MarkdownPageData = Queries.PageTextFragment;

/** What a page reads from its content/pages file (About, Privacy, the /Cases and /Blog intros). */
export const query = graphql`
  fragment PageText on MarkdownRemark {
    html
    frontmatter {
      title
      description
    }
  }
`;

/** A one-off page whose text is a Markdown file in content/pages (About, Privacy). */
export function MarkdownPage({ page, crumbs }: { page: MarkdownPageData; crumbs: Crumb[] }) {
  return (
    <>
      <ListPageHeader
        crumbs={crumbs}
        title={page.frontmatter?.title ?? ''}
        lead={page.frontmatter?.description ?? ''}
      />
      <Container>
        <Prose html={page.html ?? ''} />
      </Container>
    </>
  );
}

/** The page's file must exist: a build without it fails naming the file. */
export function required<T>(page: T | null | undefined, file: string): T {
  if (!page) throw new Error(`${file} is missing`);
  return page;
}
