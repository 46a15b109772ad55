import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';

const Nav = styled('nav')({
  padding: 20,
  borderRadius: 16,
  border: `1px solid ${palette.divider}`,
  background: palette.background.paper,
  marginBottom: 32,
  maxWidth: 760,
  '& h2': { fontSize: '1rem', margin: '0 0 8px', textTransform: 'uppercase', letterSpacing: '0.06em' },
  '& ul': { margin: 0, paddingLeft: 20 },
  '& li': { margin: '6px 0' },
  '& a': { color: palette.primary.main },
});

/** Posts with three or more headings get a table of contents (remark's, with anchor links). */
export const MIN_HEADINGS_FOR_TOC = 3;

export function TableOfContents({ html }: { html: string }) {
  return (
    <Nav aria-labelledby="toc-heading">
      <h2 id="toc-heading">In this post</h2>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Nav>
  );
}
