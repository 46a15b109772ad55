import { Section } from '../common/Section';
import { PageHero } from '../common/PageHero';
import { Prose } from '../common/Prose';
import { TitledTextGrid } from '../common/TitledTextGrid';
import { ChipList } from '../common/ChipList';
import { Faq } from '../common/Faq';
import { CallToAction } from '../common/CallToAction';
import { ContactBlock } from '../../features/contact/ContactBlock';
import { CaseGrid } from '../common/CaseGrid';
import { ProcessSteps } from './ProcessSteps';
import type { Crumb } from '../../lib/structured-data.ts';

export type ServicePageData = NonNullable<Queries.ServicePageQuery['page']>;

export const serviceCrumbs = (page: Pick<ServicePageData, 'title' | 'route' | 'parentPages'>): Crumb[] => [
  { label: 'Home', path: '/' },
  ...page.parentPages.map((p) => ({ label: p.title, path: p.route })),
  { label: page.title, path: page.route },
];

export function ServicePage({ page }: { page: ServicePageData }) {
  return (
    <article>
      <PageHero crumbs={serviceCrumbs(page)} {...page.hero} />
      <Section title="How we help" id="overview">
        <Prose html={page.html} />
      </Section>
      <Section title="What we do" id="what-we-do" tinted stateless>
        <TitledTextGrid items={page.whatWeDo} />
      </Section>
      <Section title="How it works" id="process" stateless>
        <ProcessSteps steps={page.process} />
      </Section>
      <Section title="What you get" id="deliverables" tinted stateless>
        <ChipList items={page.deliverables} label="Deliverables" />
      </Section>
      {page.technologies && page.technologies.length > 0 && (
        <Section title="Technologies" id="technologies" stateless>
          <ChipList items={page.technologies} label="Technologies" />
        </Section>
      )}
      <Section title="Related case studies" id="cases" stateless>
        <CaseGrid items={page.relatedCases} label="Related case studies" />
      </Section>
      <Faq entries={page.faq} />
      <CallToAction {...page.cta} />
      {page.showPhone != null && <ContactBlock showPhone={page.showPhone} />}
    </article>
  );
}
