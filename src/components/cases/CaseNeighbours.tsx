import { Link } from 'gatsby';
import { Container } from '../../ui/Container';
import * as css from './CaseNeighbours.css';

type Neighbour = { title: string; route: string; background: string } | null;

/** Previous / next case, wrapping around the ordered list. */
export function CaseNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  return (
    <nav aria-label="More case studies" className={css.nav}>
      <Container>
        <ul className={css.list}>
          {previous && (
            <li>
              <Link
                to={previous.route}
                rel="prev"
                className={css.link}
                style={{ background: previous.background }}
              >
                <small className={css.label}>Previous case</small>
                {previous.title}
              </Link>
            </li>
          )}
          {next && (
            <li>
              <Link to={next.route} rel="next" className={css.link} style={{ background: next.background }}>
                <small className={css.label}>Next case</small>
                {next.title}
              </Link>
            </li>
          )}
        </ul>
      </Container>
    </nav>
  );
}
