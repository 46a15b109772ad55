import { Link } from 'gatsby';
import { Container } from '../../ui/Container';
import { ContactButton } from '../../contact-openers/ContactButton';
import { Picture, type PictureFile } from '../common/Picture';
import { HeroProof } from './HeroProof';
import { Static } from '../../loading';
import * as css from './HomeHero.css';

interface HomeHeroProps {
  tagline: string;
  description: string;
  /** The first cases in order: their covers are the hero's picture. */
  covers: readonly { cover: PictureFile | null; coverAlt: string }[];
  clients: readonly { name: string; label: string }[];
}

export function HomeHero({ tagline, description, covers, clients }: HomeHeroProps) {
  const [front, ...back] = covers;
  return (
    <section className={css.root}>
      <Container className={css.layout}>
        <div>
          {/* Text, ratings and covers: nothing to hydrate (Static); the two actions are the app's. */}
          <Static>
            <span className={css.eyebrow}>Product design & development agency</span>
            <h1 className={css.heading}>{tagline}</h1>
            <p className={css.lead}>{description}</p>
          </Static>
          <div className={css.actions}>
            <ContactButton origin="cta" className={css.primary}>
              Get in touch
            </ContactButton>
            <Link to="/Cases" className={css.secondary}>
              See our work
            </Link>
          </div>
          <Static>
            <HeroProof clients={clients} />
          </Static>
        </div>
        {front && (
          <Static className={css.covers}>
            {back.map((c, i) => (
              <div
                key={c.coverAlt}
                className={`${css.cover} ${css.back} ${i === 0 ? css.first : css.second}`}
              >
                <Picture file={c.cover} alt={c.coverAlt} />
              </div>
            ))}
            <div className={`${css.cover} ${css.front}`}>
              <Picture file={front.cover} alt={front.coverAlt} eager />
            </div>
          </Static>
        )}
      </Container>
    </section>
  );
}
