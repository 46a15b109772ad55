import * as React from 'react';
import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';

const Root = styled('section')({
  paddingBlock: '80px 48px',
  '& .big': {
    fontSize: 'clamp(5rem, 18vw, 10rem)',
    fontWeight: 800,
    lineHeight: 1,
    letterSpacing: '-0.04em',
    background: `linear-gradient(135deg, ${palette.primary.main}, ${palette.primary.light})`,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
    margin: 0,
  },
  '& h1': { ...typography.h2, margin: '16px 0 8px' },
  '& code': { wordBreak: 'break-all' },
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: 12, padding: 0, listStyle: 'none', marginTop: 32 },
  '& ul a': {
    display: 'inline-block',
    padding: '10px 18px',
    borderRadius: 12,
    border: `1px solid ${palette.divider}`,
    color: palette.text.primary,
    textDecoration: 'none',
    fontWeight: 600,
  },
});

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
    <Root>
      <Container>
        <p className="big" aria-hidden="true">
          404
        </p>
        <h1 id={TITLE_ID}>
          {validated ? 'Page Not Found' : 'Page not found'}
          {path && (
            <>
              : <code>{path}</code>
            </>
          )}
        </h1>
        <script dangerouslySetInnerHTML={{ __html: WRITE_PATH }} />
        <p>The page may have moved, or the link has a typo. These are good places to continue:</p>
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/Cases">Case studies</Link>
          </li>
          <li>
            <Link to="/Blog">Blog</Link>
          </li>
        </ul>
      </Container>
    </Root>
  );
}
