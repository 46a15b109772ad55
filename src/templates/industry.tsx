import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { IndustryPage, industryCrumbs } from '../components/industries/IndustryPage';
import { ContentSeo } from '../components/seo/Seo';

type Data = Queries.IndustryPageQuery;

export default function IndustryTemplate({ data }: PageProps<Data>) {
  return data.industry ? <IndustryPage industry={data.industry} /> : null;
}

export function Head({ data, location }: HeadProps<Data>) {
  const industry = data.industry;
  if (!industry) return null;
  return (
    <ContentSeo
      contentType="Industry"
      entry={industry}
      artAlt={industry.hero.imageAlt}
      path={location.pathname}
      canonicalPath={industry.route}
      crumbs={industryCrumbs(industry)}
      faq={industry.faq}
    />
  );
}

export const query = graphql`
  query IndustryPage($id: String!) {
    industry(id: { eq: $id }) {
      title
      seoTitle
      description
      route
      hero {
        eyebrow
        heading
        lead
        imageAlt
        image {
          ...VectorArt
          photo {
            gatsbyImageData(width: 640, layout: CONSTRAINED)
          }
        }
      }
      html
      problems {
        title
        text
      }
      relatedCases {
        ...CaseCard
      }
      services {
        title
        route
      }
      faq {
        question
        answer
      }
      cta {
        heading
        text
      }
    }
  }
`;
