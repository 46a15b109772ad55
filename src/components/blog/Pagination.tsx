import { Link } from 'gatsby';
import { listPagePath, type ListPosition } from '@fernhill/content-rules/blog-lists';
import { siteUrl } from '../seo/Seo';
import * as css from './Pagination.css';

/** A list page's place among its list's pages (gatsby/content/blog-lists.ts), and the page size. */
export type PaginationData = ListPosition & { size: number };

/** The pages to offer: the first, the last, and the current with its neighbours; null is a gap. */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** Links to a list's other pages; nothing when the list fits on one. */
export function Pagination({ pagination, label }: { pagination: PaginationData; label: string }) {
  const { base, number, count, previous, next } = pagination;
  if (count < 2) return null;
  return (
    <nav aria-label={label} className={css.nav}>
      <ul className={css.list}>
        {previous && (
          <li>
            <Link to={previous} rel="prev" className={css.item}>
              Newer posts
            </Link>
          </li>
        )}
        {pageNumbers(number, count).map((n, i) =>
          n === null ? (
            <li key={`gap${i}`} className={css.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={listPagePath(base, n)}
                className={n === number ? `${css.item} ${css.current}` : css.item}
                aria-label={`Page ${n}`}
                aria-current={n === number ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {next && (
          <li>
            <Link to={next} rel="next" className={css.item}>
              Older posts
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** For the page's <Head>: where the previous and next pages are, absolute like its canonical link. */
export function PaginationHeadLinks({ pagination }: { pagination: PaginationData }) {
  return (
    <>
      {pagination.previous && <link rel="prev" href={`${siteUrl}${pagination.previous}`} />}
      {pagination.next && <link rel="next" href={`${siteUrl}${pagination.next}`} />}
    </>
  );
}

/** " (page 2 of 5)" after a later page's title, so no two pages share one. */
export const pageSuffix = ({ number, count }: PaginationData): string =>
  number > 1 ? ` (page ${number} of ${count})` : '';
