import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import type { Crumb } from '../../lib/structured-data.ts';

const Nav = styled('nav')({
  fontSize: '0.9rem',
  '& ol': { display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 },
  '& li:not(:last-child)::after': { content: '"/"', marginLeft: 6, color: palette.text.secondary },
  '& a': { color: palette.text.secondary, textDecoration: 'none' },
  '& a:hover': { color: palette.primary.main, textDecoration: 'underline' },
  '& [aria-current]': { color: palette.text.primary, fontWeight: 600 },
});

/** The last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.path}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
