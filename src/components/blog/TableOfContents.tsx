import * as css from './TableOfContents.css';

/** Posts with three or more headings get a table of contents (remark's, with anchor links). */
export const MIN_HEADINGS_FOR_TOC = 3;

export function TableOfContents({ html }: { html: string }) {
  return (
    <nav aria-labelledby="toc-heading" className={css.nav}>
      <h2 id="toc-heading" className={css.heading}>
        In this post
      </h2>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </nav>
  );
}
