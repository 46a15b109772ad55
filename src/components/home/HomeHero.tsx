import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { primaryButton, secondaryButton } from '../../theme/buttons';
import { mq, palette, shrinkableItems, translucent, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { ContactButton } from '../../features/contact/ContactButton';
import { Picture, type PictureFile } from '../common/Picture';
import { HeroProof } from './HeroProof';

const Root = styled('section')({
  paddingBlock: 'clamp(40px, 8vw, 96px) 56px',
  background: `radial-gradient(900px 420px at 85% 0%, ${translucent('primary-main', 0.18)}, transparent),
    radial-gradient(700px 380px at 0% 100%, ${translucent('primary-light', 0.12)}, transparent)`,
  '& .layout': {
    ...shrinkableItems,
    display: 'grid',
    gap: 48,
    alignItems: 'center',
    [mq.up('md')]: { gridTemplateColumns: '1.15fr 0.85fr' },
  },
  '& .eyebrow': {
    color: palette.primary.main,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    fontSize: '0.85rem',
  },
  '& h1': { ...typography.h1, fontSize: 'clamp(2.4rem, 5.2vw, 4rem)', margin: '16px 0 24px' },
  '& .lead': {
    fontSize: 'clamp(1.1rem, 2vw, 1.3rem)',
    lineHeight: 1.6,
    color: palette.text.secondary,
    margin: 0,
  },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 32 },
  '& .actions > button': primaryButton,
  '& .actions > a': secondaryButton,
});

/** Three covers fanned out; on a phone only the front one (the others are lazy, so never fetched). */
const Covers = styled('div')({
  position: 'relative',
  '& .cover': { borderRadius: 18, overflow: 'hidden', boxShadow: '0 24px 48px rgb(15 23 42 / 0.22)' },
  '& .back': { display: 'none' },
  [mq.up('md')]: {
    paddingBlock: '12% 0',
    '& .back': { display: 'block', position: 'absolute', width: '72%' },
    '& .back.first': { top: 0, right: 0, transform: 'rotate(4deg)' },
    '& .back.second': { top: '6%', left: '-8%', transform: 'rotate(-5deg)' },
    '& .front': { position: 'relative', width: '86%', marginInline: 'auto' },
  },
});

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
    <Root>
      <Container className="layout">
        <div>
          <span className="eyebrow">Product design & development agency</span>
          <h1>{tagline}</h1>
          <p className="lead">{description}</p>
          <div className="actions">
            <ContactButton origin="cta">Get in touch</ContactButton>
            <Link to="/Cases">See our work</Link>
          </div>
          <HeroProof clients={clients} />
        </div>
        {front && (
          <Covers>
            {back.map((c, i) => (
              <div key={c.coverAlt} className={`cover back ${i === 0 ? 'first' : 'second'}`}>
                <Picture file={c.cover} alt={c.coverAlt} />
              </div>
            ))}
            <div className="cover front">
              <Picture file={front.cover} alt={front.coverAlt} eager />
            </div>
          </Covers>
        )}
      </Container>
    </Root>
  );
}
