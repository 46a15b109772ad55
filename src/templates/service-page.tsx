import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ServicePage, serviceCrumbs } from '../components/services/ServicePage';
import { ContentSeo, siteUrl } from '../components/seo/Seo';
import { serviceJsonLd } from '../lib/structured-data.ts';
import site from '../../content/site.json';

type Data = Queries.ServicePageQuery;

export default function ServicePageTemplate({ data }: PageProps<Data>) {
  return data.page ? <ServicePage page={data.page} /> : null;
}

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.page;
  if (!page) return null;
  return (
    <ContentSeo
      contentType="ServicePage"
      entry={page}
      artAlt={page.hero.imageAlt}
      path={location.pathname}
      canonicalPath={page.canonical ?? page.route}
      crumbs={serviceCrumbs(page)}
      faq={page.faq}
      jsonLd={[
        serviceJsonLd({
          siteUrl,
          siteName: site.name,
          path: page.canonical ?? page.route,
          name: page.title,
          description: page.description,
        }),
      ]}
    />
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    page: servicePage(id: { eq: $id }) {
      title
      seoTitle
      showPhone
      description
      route
      canonical
      parentPages {
        title
        route
      }
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
      whatWeDo {
        title
        text
      }
      process {
        title
        text
      }
      deliverables
      technologies
      relatedCases {
        ...CaseCard
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
