import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { CardGrid } from '../common/CardGrid';

const Grid = styled(CardGrid)({
  '& a': { display: 'block', color: palette.text.primary, textDecoration: 'none' },
  '& .photo': {
    position: 'relative',
    display: 'block',
    aspectRatio: '1',
    borderRadius: 24,
    overflow: 'hidden',
    border: '4px solid',
    // The lazy portrait's frame is never empty before it arrives.
    background: palette.action.hover,
  },
  '& .photo img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    transition: 'opacity 200ms',
  },
  // The secondary photo shows on hover and keyboard focus.
  '& .photo img.secondary': { opacity: 0 },
  '& a:hover img.secondary, & a:focus-visible img.secondary': { opacity: 1 },
  '& strong': { display: 'block', marginTop: 12, fontSize: '1.05rem' },
  '& span.position': { color: palette.text.secondary, fontSize: '0.95rem' },
});

type Member = Queries.HomePageQuery['team']['nodes'][number];

export function TeamLeaders({ members }: { members: readonly Member[] }) {
  return (
    <Grid min={150} gap={16} count={members.length} aria-label="Team leaders">
      {members.map((m) => (
        <li key={m.slug}>
          <a href={m.link} target="_blank" rel="noopener noreferrer">
            <span className="photo" style={{ borderColor: m.frame }}>
              <img src={m.photo} alt={`${m.name}, ${m.position}`} width={400} height={400} loading="lazy" />
              <img
                className="secondary"
                src={m.secondaryPhoto}
                alt=""
                width={400}
                height={400}
                loading="lazy"
              />
            </span>
            <strong>{m.name}</strong>
            <span className="position">{m.position}</span>
          </a>
        </li>
      ))}
    </Grid>
  );
}
