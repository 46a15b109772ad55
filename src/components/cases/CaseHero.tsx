import { Link } from 'gatsby';
import { Picture, type PictureFile } from '../common/Picture';
import { Container } from '../../ui/Container';
import { Breadcrumbs } from '../common/Breadcrumbs';
import type { Crumb } from '../../lib/structured-data.ts';
import { Static } from '../../loading';
import * as css from './CaseHero.css';

interface CaseHeroProps {
  crumbs: Crumb[];
  title: string;
  description: string;
  background: string;
  cover: PictureFile;
  coverAlt: string;
  facts: { label: string; value: string; link?: string }[];
}

export function CaseHero({ crumbs, title, description, background, cover, coverAlt, facts }: CaseHeroProps) {
  return (
    <section className={css.root} style={{ background }}>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        {/* Text, facts and cover: nothing to hydrate (Static). */}
        <Static className={css.grid}>
          <div>
            <h1 className={css.heading}>{title}</h1>
            <p className={css.lead}>{description}</p>
            <dl className={css.facts}>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className={css.term}>{fact.label}</dt>
                  <dd className={css.value}>
                    {fact.link ? (
                      <Link to={fact.link} className={css.link}>
                        {fact.value}
                      </Link>
                    ) : (
                      fact.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={css.cover}>
            <Picture file={cover} alt={coverAlt} eager />
          </div>
        </Static>
      </Container>
    </section>
  );
}
