import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';

const Root = styled('div')({
  maxWidth: 760,
  fontSize: '1.125rem',
  lineHeight: 1.75,
  '& h2': { ...typography.h2, fontSize: '1.75rem', margin: '48px 0 16px', scrollMarginTop: 96 },
  '& h3': { ...typography.h3, fontSize: '1.3rem', margin: '32px 0 12px', scrollMarginTop: 96 },
  '& a': { color: palette.primary.main, fontWeight: 600 },
  '& a.anchor': { marginLeft: 8, opacity: 0.6, '& svg': { fill: 'currentColor' } },
  '& ul, & ol': { paddingLeft: 24 },
  '& li': { marginBottom: 6 },
  '& blockquote': {
    margin: '24px 0',
    paddingLeft: 20,
    borderLeft: `4px solid ${palette.primary.main}`,
    color: palette.text.secondary,
  },
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: '1rem',
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': { textAlign: 'left', padding: '10px 12px', borderBottom: `1px solid ${palette.divider}` },
  '& code': { fontSize: '0.9em', padding: '2px 6px', borderRadius: 6, background: palette.background.paper },
});

/** Rendered Markdown from our own content files (build-time HTML, not user input). */
export function Prose({ html }: { html: string }) {
  return <Root dangerouslySetInnerHTML={{ __html: html }} />;
}
