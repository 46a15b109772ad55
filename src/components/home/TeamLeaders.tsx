import { CardGrid } from '../common/CardGrid';
import * as css from './TeamLeaders.css';
import { LAZY_IMAGE } from '../../ui/image-loading';

type Member = Queries.HomePageQuery['team']['nodes'][number];

export function TeamLeaders({ members }: { members: readonly Member[] }) {
  return (
    <CardGrid min={150} gap={16} count={members.length} aria-label="Team leaders">
      {members.map((m) => (
        <li key={m.slug}>
          <a className={css.link} href={m.link} target="_blank" rel="noopener noreferrer">
            <span className={css.photo} style={{ borderColor: m.frame }}>
              <img
                className={css.primary}
                src={m.photo}
                alt={`${m.name}, ${m.position}`}
                width={400}
                height={400}
                {...LAZY_IMAGE}
              />
              <img
                className={css.secondary}
                src={m.secondaryPhoto}
                alt=""
                width={400}
                height={400}
                {...LAZY_IMAGE}
              />
            </span>
            <strong className={css.name}>{m.name}</strong>
            <span className={css.position}>{m.position}</span>
          </a>
        </li>
      ))}
    </CardGrid>
  );
}
