import { Link } from 'gatsby';
import type { Crumb } from '../../lib/structured-data.ts';
import { Static } from '../../loading';
import * as css from './Breadcrumbs.css';

/** The last crumb is the current page. Links only: the server's HTML on the first load (Static). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Static>
      <nav aria-label="Breadcrumb" className={css.nav}>
        <ol className={css.list}>
          {crumbs.map((crumb, i) => (
            <li key={crumb.path} className={css.item}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className={css.current}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.path} className={css.link}>
                  {crumb.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </Static>
  );
}
