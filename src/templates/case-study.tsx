import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { CaseStudy, caseCrumbs } from '../components/cases/CaseStudy';
import { ContentSeo } from '../components/seo/Seo';
import type { Held } from '@fernhill/content-rules/publication';

type Data = Queries.CaseStudyPageQuery;
type Context = { held: Held | null };

export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, Context>) {
  if (!data.caseStudy) return null;
  return (
    <CaseStudy caseStudy={data.caseStudy} previous={data.previous} next={data.next} held={pageContext.held} />
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const c = data.caseStudy;
  if (!c) return null;
  return (
    <ContentSeo
      contentType="CaseStudy"
      entry={c}
      artAlt={c.coverAlt}
      path={location.pathname}
      canonicalPath={c.route}
      noindex={Boolean(pageContext.held)}
      crumbs={caseCrumbs(c.title, c.route)}
    />
  );
}

export const query = graphql`
  query CaseStudyPage($id: String!, $previousId: String!, $nextId: String!) {
    caseStudy(id: { eq: $id }) {
      title
      seoTitle
      route
      description
      background
      coverAlt
      cover {
        ...VectorArt
        photo {
          gatsbyImageData(width: 720, layout: CONSTRAINED)
        }
      }
      industry {
        title
        route
      }
      services {
        title
        route
      }
      platforms
      year
      duration
      teamSize
      challenge
      solution
      html
      features {
        title
        text
        imageAlt
        image {
          ...VectorArt
          photo {
            gatsbyImageData(width: 640, layout: CONSTRAINED)
          }
        }
      }
      stack
      results {
        value
        label
      }
      testimonial {
        quote
        name
        position
      }
    }
    previous: caseStudy(id: { eq: $previousId }) {
      title
      route
      background
    }
    next: caseStudy(id: { eq: $nextId }) {
      title
      route
      background
    }
  }
`;
