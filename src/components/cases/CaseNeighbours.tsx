import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { mq } from '../../theme/tokens';
import { Container } from '../layout/Container';

const Nav = styled('nav')({
  paddingBlock: 32,
  '& ul': {
    display: 'grid',
    gap: 16,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [mq.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  },
  '& a': {
    display: 'block',
    padding: 20,
    borderRadius: 16,
    color: '#ffffff',
    textDecoration: 'none',
    fontWeight: 700,
    fontSize: '1.2rem',
  },
  '& small': { display: 'block', fontWeight: 600, fontSize: '0.85rem', opacity: 0.9 },
  '& li:last-of-type a': { textAlign: 'right' },
});

type Neighbour = { title: string; route: string; background: string } | null;

/** Previous / next case, wrapping around the ordered list. */
export function CaseNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  return (
    <Nav aria-label="More case studies">
      <Container>
        <ul>
          {previous && (
            <li>
              <Link to={previous.route} rel="prev" style={{ background: previous.background }}>
                <small>Previous case</small>
                {previous.title}
              </Link>
            </li>
          )}
          {next && (
            <li>
              <Link to={next.route} rel="next" style={{ background: next.background }}>
                <small>Next case</small>
                {next.title}
              </Link>
            </li>
          )}
        </ul>
      </Container>
    </Nav>
  );
}
