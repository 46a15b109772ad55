import type { Held } from '@fernhill/content-rules/publication';
import { HeldBanner } from '../common/Held';
import { Link } from 'gatsby';
import { Section } from '../common/Section';
import { Prose } from '../common/Prose';
import { ChipList } from '../common/ChipList';
import { Quote } from '../common/Quote';
import { CallToAction } from '../common/CallToAction';
import { CaseHero } from './CaseHero';
import { CaseFeatures } from './CaseFeatures';
import { CaseResults } from './CaseResults';
import { CaseNeighbours } from './CaseNeighbours';
import type { Crumb } from '../../lib/structured-data.ts';
import { Static } from '../../loading';
import site from '../../../content/site.json';
import * as css from './CaseStudy.css';

type Data = Queries.CaseStudyPageQuery;

export const caseCrumbs = (title: string, route: string): Crumb[] => [
  { label: 'Home', path: '/' },
  { label: 'Cases', path: '/Cases' },
  { label: title, path: route },
];

export function CaseStudy({
  caseStudy: c,
  previous,
  next,
  held,
}: {
  caseStudy: NonNullable<Data['caseStudy']>;
  previous: Data['previous'];
  next: Data['next'];
  /** Why the public site does not have the case yet (develop and preview builds). */
  held?: Held | null;
}) {
  return (
    <article>
      <HeldBanner held={held} />
      <CaseHero
        crumbs={caseCrumbs(c.title, c.route)}
        title={c.title}
        description={c.description}
        background={c.background}
        cover={c.cover}
        coverAlt={c.coverAlt}
        facts={[
          { label: 'Industry', value: c.industry.title, link: c.industry.route },
          { label: 'Platforms', value: c.platforms.join(', ') },
          { label: 'Year', value: String(c.year) },
          { label: 'Duration', value: c.duration },
          { label: 'Team', value: `${c.teamSize} people` },
        ]}
      />
      <Section title="Overview" id="overview">
        <Prose html={c.html} />
        <Static>
          <div className={css.story}>
            <div>
              <h3 className={css.storyTitle}>The challenge</h3>
              <p className={css.storyText}>{c.challenge}</p>
            </div>
            <div>
              <h3 className={css.storyTitle}>Our solution</h3>
              <p className={css.storyText}>{c.solution}</p>
            </div>
          </div>
        </Static>
      </Section>
      <Static>
        <CaseFeatures features={c.features} />
        <CaseResults results={c.results} />
      </Static>
      <Section title="Tech stack" id="stack" stateless>
        <ChipList items={c.stack} label="Technologies used" />
        <ul aria-label="Services used" className={css.services}>
          {c.services.map((s) => (
            <li key={s.route}>
              <Link to={s.route} className={css.serviceLink}>
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      {c.testimonial && (
        <Section title="What the client says" id="testimonial" stateless>
          <Quote {...c.testimonial} />
        </Section>
      )}
      <Static>
        <CaseNeighbours previous={previous} next={next} />
      </Static>
      <CallToAction
        heading={site.caseStudyCta.heading}
        text={site.caseStudyCta.text.replace('{case}', c.title)}
      />
    </article>
  );
}
