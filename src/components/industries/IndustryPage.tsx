import { Link } from 'gatsby';
import { Section } from '../common/Section';
import { PageHero } from '../common/PageHero';
import { Prose } from '../common/Prose';
import { TitledTextGrid } from '../common/TitledTextGrid';
import { Faq } from '../common/Faq';
import { CallToAction } from '../common/CallToAction';
import { CaseGrid } from '../common/CaseGrid';
import { CardGrid } from '../common/CardGrid';
import type { Crumb } from '../../lib/structured-data.ts';
import * as css from './IndustryPage.css';

export type IndustryPageData = NonNullable<Queries.IndustryPageQuery['industry']>;

export const industryCrumbs = (page: Pick<IndustryPageData, 'title' | 'route'>): Crumb[] => [
  { label: 'Home', path: '/' },
  { label: page.title, path: page.route },
];

export function IndustryPage({ industry }: { industry: IndustryPageData }) {
  return (
    <article>
      <PageHero crumbs={industryCrumbs(industry)} {...industry.hero} />
      <Section title="Overview" id="overview">
        <Prose html={industry.html} />
      </Section>
      <Section title="Problems we solve" id="problems" tinted stateless>
        <TitledTextGrid items={industry.problems} />
      </Section>
      <Section title="Relevant case studies" id="cases" stateless>
        <CaseGrid items={industry.relatedCases} label={`${industry.title} case studies`} />
      </Section>
      <Section title="Services for this industry" id="services" tinted stateless>
        <CardGrid min={220} gap={12} count={industry.services.length}>
          {industry.services.map((s) => (
            <li key={s.route}>
              <Link to={s.route} className={css.serviceLink}>
                {s.title}
              </Link>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Faq entries={industry.faq} />
      <CallToAction {...industry.cta} />
    </article>
  );
}
