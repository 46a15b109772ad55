import { FiveStars } from '../../ui/FiveStars';
import { CardGrid } from '../common/CardGrid';
import * as css from './Testimonials.css';
import { LAZY_IMAGE } from '../../ui/image-loading';

type TestimonialData = Queries.HomePageQuery['testimonials']['nodes'][number];

const SOURCE_NAMES = { upwork: 'Upwork', goodFirms: 'GoodFirms', clutch: 'Clutch' } as Record<string, string>;

/** Client testimonials with their review source badge and link (spec §3). */
export function Testimonials({ items }: { items: readonly TestimonialData[] }) {
  return (
    <CardGrid className={css.list} min={300} gap={20} count={items.length} aria-label="Testimonials">
      {items.map((t) => (
        <li key={t.name} className={css.item}>
          <figure className={css.figure}>
            <FiveStars size={16} label="Rated 5 out of 5" />
            <blockquote className={css.quote}>
              <p className={css.text}>{t.text}</p>
            </blockquote>
            <figcaption className={css.caption}>
              <img className={css.avatar} src={t.avatar} alt="" width={48} height={48} {...LAZY_IMAGE} />
              <span className={css.who}>
                <strong className={css.name}>{t.name}</strong> {t.position}
              </span>
              <a className={css.source} href={t.sourceLink} target="_blank" rel="noopener noreferrer">
                <img
                  src={t.sourceIcon}
                  alt={`Review on ${SOURCE_NAMES[t.source] ?? t.source}`}
                  width={28}
                  height={28}
                  {...LAZY_IMAGE}
                />
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </CardGrid>
  );
}
