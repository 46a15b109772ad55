import { Container } from '../../ui/Container';
import { Breadcrumbs } from './Breadcrumbs';
import { Picture, type PictureFile } from './Picture';
import { ContactButton } from '../../contact-openers/ContactButton';
import type { Crumb } from '../../lib/structured-data.ts';
import * as css from './PageHero.css';

interface PageHeroProps {
  crumbs: Crumb[];
  eyebrow: string;
  heading: string;
  lead: string;
  image: PictureFile;
  imageAlt: string;
}

/** Hero of service and industry pages: breadcrumbs, the h1, a lead, a contact button and a picture. */
export function PageHero({ crumbs, eyebrow, heading, lead, image, imageAlt }: PageHeroProps) {
  return (
    <section className={css.root}>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <div className={css.layout}>
          <div>
            <span className={css.eyebrow}>{eyebrow}</span>
            <h1 className={css.heading}>{heading}</h1>
            <p className={css.lead}>{lead}</p>
            <ContactButton origin="cta" className={css.button}>
              Get a project estimate
            </ContactButton>
          </div>
          <div className={css.art}>
            <Picture file={image} alt={imageAlt} eager />
          </div>
        </div>
      </Container>
    </section>
  );
}
