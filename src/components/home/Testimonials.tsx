import styled from '@emotion/styled';
import { mq, palette } from '../../theme/tokens';
import { FiveStars } from '../common/FiveStars';
import { CardGrid } from '../common/CardGrid';

const Grid = styled(CardGrid)({
  // On a phone the quotes are one row to swipe through rather than eight screens to scroll past.
  [mq.down('sm')]: {
    gridTemplateColumns: 'none',
    gridAutoFlow: 'column',
    gridAutoColumns: '85%',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    paddingBottom: 8,
    '& > li': { scrollSnapAlign: 'start' },
  },
  '& figure': {
    margin: 0,
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: 16,
    padding: 24,
    borderRadius: 20,
    background: palette.background.default,
    border: `1px solid ${palette.divider}`,
  },
  '& blockquote': { margin: 0, flex: 1, lineHeight: 1.65 },
  '& blockquote p': { margin: 0 },
  '& figcaption': { display: 'flex', alignItems: 'center', gap: 12 },
  '& figcaption img.avatar': { borderRadius: '50%', background: palette.action.hover },
  '& .who': { flex: 1, fontSize: '0.95rem', color: palette.text.secondary },
  '& .who strong': { display: 'block', color: palette.text.primary },
  '& .source': {
    display: 'inline-flex',
    minWidth: 44,
    minHeight: 44,
    alignItems: 'center',
    justifyContent: 'center',
  },
});

type TestimonialData = Queries.HomePageQuery['testimonials']['nodes'][number];

const SOURCE_NAMES = { upwork: 'Upwork', goodFirms: 'GoodFirms', clutch: 'Clutch' } as Record<string, string>;

/** Client testimonials with their review source badge and link (spec §3). */
export function Testimonials({ items }: { items: readonly TestimonialData[] }) {
  return (
    <Grid min={300} gap={20} count={items.length} aria-label="Testimonials">
      {items.map((t) => (
        <li key={t.name}>
          <figure>
            <FiveStars size={16} label="Rated 5 out of 5" />
            <blockquote>
              <p>{t.text}</p>
            </blockquote>
            <figcaption>
              <img className="avatar" src={t.avatar} alt="" width={48} height={48} loading="lazy" />
              <span className="who">
                <strong>{t.name}</strong> {t.position}
              </span>
              <a className="source" href={t.sourceLink} target="_blank" rel="noopener noreferrer">
                <img
                  src={t.sourceIcon}
                  alt={`Review on ${SOURCE_NAMES[t.source] ?? t.source}`}
                  width={28}
                  height={28}
                  loading="lazy"
                />
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </Grid>
  );
}
