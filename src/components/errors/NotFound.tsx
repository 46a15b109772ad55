import * as React from 'react';
import { Link } from 'gatsby';
import { Container } from '../../ui/Container';
import * as css from './NotFound.css';

const VALIDATED = /^\/(cases|blog)\/[^/]+/i;
const TITLE_ID = 'not-found-title';

/**
 * Written right after the heading, so it says its final words before the first paint: the same
 * static 404.html answers every unknown URL, and only the browser knows which. (Its hash is in the
 * page's Content-Security-Policy like every inline script's.)
 */
const WRITE_PATH =
  `(function(h,p){if(${VALIDATED}.test(p))h.firstChild.data='Page Not Found';` +
  `var c=document.createElement('code');c.textContent=p;h.append(': ',c)})` +
  `(document.getElementById('${TITLE_ID}'),location.pathname)`;

/**
 * The 404 page (spec §2, §8). A missing case or post ("validated" routes) says "Page Not Found";
 * any other unknown path says "Page not found"; both with the path. The server cannot know the
 * path: the inline script writes it before the first paint, and React starts from the same words.
 */
export function NotFound() {
  const [path] = React.useState<string | null>(() =>
    typeof window === 'undefined' ? null : window.location.pathname,
  );
  const validated = path !== null && VALIDATED.test(path);
  return (
    <section className={css.page}>
      <Container>
        <p className={css.big} aria-hidden="true">
          404
        </p>
        <h1 id={TITLE_ID} className={css.heading}>
          {validated ? 'Page Not Found' : 'Page not found'}
          {path && (
            <>
              : <code>{path}</code>
            </>
          )}
        </h1>
        <script dangerouslySetInnerHTML={{ __html: WRITE_PATH }} />
        <p>The page may have moved, or the link has a typo. These are good places to continue:</p>
        <ul className={css.places}>
          <li>
            <Link to="/" className={css.place}>
              Home
            </Link>
          </li>
          <li>
            <Link to="/Cases" className={css.place}>
              Case studies
            </Link>
          </li>
          <li>
            <Link to="/Blog" className={css.place}>
              Blog
            </Link>
          </li>
        </ul>
      </Container>
    </section>
  );
}
