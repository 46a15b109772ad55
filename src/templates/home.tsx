import { graphql, type HeadProps, type PageProps } from 'gatsby';
import site from '../../content/site.json';
import { Seo } from '../components/seo/Seo';
import { webSiteJsonLd } from '../lib/structured-data.ts';
import { Section } from '../components/common/Section';
import { HomeHero } from '../components/home/HomeHero';
import { LinkCards } from '../components/home/LinkCards';
import { ClientLogos } from '../components/home/ClientLogos';
import { Testimonials } from '../components/home/Testimonials';
import { TeamLeaders } from '../components/home/TeamLeaders';
import { HomeCases } from '../components/home/HomeCases';
import { ContactBlock } from '../features/contact/ContactBlock';

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  return (
    <>
      <HomeHero
        tagline={site.tagline}
        description={site.description}
        covers={data.cases.nodes.slice(0, 3)}
        clients={data.clients.nodes.slice(0, 4)}
      />
      <Section
        title="Services"
        lead="From the first research sprint to analytics and support after launch."
        tinted
        stateless
      >
        <LinkCards items={data.serviceCards.nodes} label="Services" />
      </Section>
      <Section
        title="Industries we know"
        lead="Domains where we have shipped, learned the rules and measured results."
        stateless
      >
        <LinkCards items={data.industryTiles.nodes} label="Industries" />
      </Section>
      <Section
        title="Case studies"
        lead="Products we designed and built, with the numbers they moved."
        id="cases"
        tinted
      >
        <HomeCases items={data.cases.nodes} />
      </Section>
      <Section title={site.productWall.heading} lead={site.productWall.lead} stateless>
        <ClientLogos clients={data.clients.nodes} label={site.productWall.heading} />
      </Section>
      <Section title="What clients say" id="testimonials" tinted stateless>
        <Testimonials items={data.testimonials.nodes} />
      </Section>
      <Section title="The people leading your project" id="team" stateless>
        <TeamLeaders members={data.team.nodes} />
      </Section>
      <ContactBlock showPhone={site.showPhone} />
    </>
  );
}

export function Head({ location }: HeadProps) {
  // The home page's title says what the studio does, not only its name.
  return (
    <Seo
      title="Mobile and web product design studio"
      description={site.description}
      path={location.pathname}
      canonicalPath="/"
      jsonLd={[webSiteJsonLd(site.siteUrl, site.name, site.description)]}
    />
  );
}

export const query = graphql`
  query HomePage($caseIds: [String!]!) {
    serviceCards: allServiceCard {
      nodes {
        title
        desc
        link
      }
    }
    industryTiles: allIndustryTile {
      nodes {
        title
        link
      }
    }
    cases: allCaseStudy(filter: { id: { in: $caseIds } }, sort: { order: ASC }) {
      nodes {
        ...CaseCard
      }
    }
    clients: allClientLogo {
      nodes {
        name
        label
        link
      }
    }
    testimonials: allTestimonial {
      nodes {
        source
        sourceIcon
        sourceLink
        name
        position
        avatar
        text
      }
    }
    team: allTeamMember {
      nodes {
        slug
        name
        link
        photo
        secondaryPhoto
        frame
        position
      }
    }
  }
`;
