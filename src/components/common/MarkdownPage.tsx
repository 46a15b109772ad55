import * as React from 'react';
import { graphql } from 'gatsby';
import { ListPageHeader } from './ListPageHeader';
import { Container } from '../../ui/Container';
import { Prose } from './Prose';
import { CallToAction } from './CallToAction';
import { Seo } from '../seo/Seo';
import type { Crumb } from '../../lib/structured-data.ts';

export type MarkdownPageData = Queries.PageTextFragment;

/**
 * What a page reads from its content/pages file (About, Privacy, the /Cases and /Blog intros):
 * its title, the lead under it, what search results show (`seoDescription`, else the lead), its
 * text, and an optional closing call to action.
 */
export const query = graphql`
  fragment PageText on MarkdownRemark {
    html
    frontmatter {
      title
      description
      seoDescription
      cta {
        heading
        text
      }
    }
  }
`;

interface MarkdownPageProps {
  page: MarkdownPageData;
  crumbs: Crumb[];
  /** What the page shows under its text (a filtered list). */
  children?: React.ReactNode;
}

/** The one skeleton of a page written in content/pages: header, text, then what the page adds. */
export function MarkdownPage({ page, crumbs, children }: MarkdownPageProps) {
  const cta = page.frontmatter?.cta;
  return (
    <>
      <ListPageHeader
        crumbs={crumbs}
        title={page.frontmatter?.title ?? ''}
        lead={page.frontmatter?.description ?? ''}
      />
      <Container>
        <Prose html={page.html ?? ''} />
        {children}
      </Container>
      {cta?.heading && cta.text && <CallToAction heading={cta.heading} text={cta.text} />}
    </>
  );
}

/** Its <Head>: the page's title and search description, canonical address and crumbs. */
export function MarkdownPageHead({
  page,
  path,
  canonicalPath,
  crumbs,
  titleSuffix = '',
  children,
}: {
  page: MarkdownPageData;
  path: string;
  canonicalPath: string;
  crumbs: Crumb[];
  /** After the title, on a list's later pages: " (page 2 of 5)". */
  titleSuffix?: string;
  /** More of the head (a list's prev/next links). */
  children?: React.ReactNode;
}) {
  const text = page.frontmatter;
  return (
    <Seo
      title={`${text?.title ?? ''}${titleSuffix}`}
      description={text?.seoDescription ?? text?.description ?? ''}
      path={path}
      canonicalPath={canonicalPath}
      crumbs={crumbs}
    >
      {children}
    </Seo>
  );
}

/** The page's file must exist: a build without it fails naming the file. */
export function required<T>(page: T | null | undefined, file: string): T {
  if (!page) throw new Error(`${file} is missing`);
  return page;
}
