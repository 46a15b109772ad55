import { globalStyle, style } from '@vanilla-extract/css';
import { typography, vars } from '../../theme/css';
import { COLOR_SCHEME } from '../../theme/color-scheme';

/** Code colours per scheme, each at least 4.5:1 on its block's background (GitHub's palettes). */
const codeColors = {
  light: {
    '--code-bg': '#f6f8fa',
    '--code-text': '#1f2328',
    '--code-comment': '#59636e',
    '--code-keyword': '#cf222e',
    '--code-string': '#0a3069',
    '--code-function': '#6639ba',
    '--code-number': '#0550ae',
    '--code-muted': '#424a53',
  },
  dark: {
    '--code-bg': '#161b22',
    '--code-text': '#e6edf3',
    '--code-comment': '#9198a1',
    '--code-keyword': '#ff7b72',
    '--code-string': '#a5d6ff',
    '--code-function': '#d2a8ff',
    '--code-number': '#79c0ff',
    '--code-muted': '#c9d1d9',
  },
} as const;

export const prose = style({
  maxWidth: 760,
  // A grid or flex parent must not widen to a code block's longest line.
  minWidth: 0,
  fontSize: '1.125rem',
  lineHeight: 1.75,
});

// The rest reaches into the Markdown's HTML (built by remark), which has no classes of ours.
const inProse = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${prose} ${part.trim()}`)
    .join(', ');
const rules: Record<string, Parameters<typeof globalStyle>[1]> = {
  h2: { ...typography.h2, fontSize: '1.75rem', margin: '48px 0 16px', scrollMarginTop: 96 },
  h3: { ...typography.h3, fontSize: '1.3rem', margin: '32px 0 12px', scrollMarginTop: 96 },
  a: { color: vars.palette.primary.main, fontWeight: 600 },
  // The headings' permalinks (gatsby-remark-autolink-headers, whose own inline style gatsby-ssr.tsx
  // drops): the icon shows on hover or focus.
  'a.anchor': { marginLeft: 8, opacity: 0.6, display: 'inline-block', paddingLeft: 4 },
  'a.anchor svg': { fill: 'currentColor', visibility: 'hidden' },
  'h2:hover a.anchor svg, h3:hover a.anchor svg, a.anchor:focus svg': { visibility: 'visible' },
  'ul, ol': { paddingLeft: 24 },
  li: { marginBottom: 6 },
  blockquote: {
    margin: '24px 0',
    paddingLeft: 20,
    borderLeft: `4px solid ${vars.palette.primary.main}`,
    color: vars.palette.text.secondary,
  },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: '1rem', display: 'block', overflowX: 'auto' },
  'th, td': { textAlign: 'left', padding: '10px 12px', borderBottom: `1px solid ${vars.palette.divider}` },
  // Inline code is a pill; a code block (highlighted at build by gatsby-remark-prismjs) is not.
  ':not(pre) > code': {
    fontSize: '0.9em',
    padding: '2px 6px',
    borderRadius: 6,
    background: vars.palette.background.paper,
  },
  '.gatsby-highlight': { margin: '24px 0' },
  pre: {
    vars: codeColors.light,
    margin: 0,
    padding: '16px 20px',
    borderRadius: 12,
    border: `1px solid ${vars.palette.divider}`,
    background: 'var(--code-bg)',
    color: 'var(--code-text)',
    fontSize: '0.9rem',
    lineHeight: 1.6,
    tabSize: 2,
    // A long line scrolls inside the block; the page keeps the viewport's width on a phone.
    overflowX: 'auto',
  },
  'pre code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  'pre .token.comment, pre .token.prolog, pre .token.doctype, pre .token.cdata': {
    color: 'var(--code-comment)',
  },
  'pre .token.keyword, pre .token.boolean, pre .token.important, pre .token.atrule': {
    color: 'var(--code-keyword)',
  },
  'pre .token.string, pre .token.char, pre .token.attr-value, pre .token.regex, pre .token.template-string': {
    color: 'var(--code-string)',
  },
  'pre .token.function, pre .token.class-name, pre .token.tag, pre .token.selector': {
    color: 'var(--code-function)',
  },
  'pre .token.number, pre .token.constant, pre .token.property, pre .token.attr-name, pre .token.builtin': {
    color: 'var(--code-number)',
  },
  'pre .token.punctuation, pre .token.operator': { color: 'var(--code-muted)' },
  // Body images (gatsby/remark-images): a framed block the column's width.
  '.body-image, .body-image img': { display: 'block', maxWidth: '100%', height: 'auto' },
  '.body-image': { margin: '32px 0', borderRadius: 12, overflow: 'hidden' },
};
for (const [selector, rule] of Object.entries(rules)) globalStyle(inProse(selector), rule);
globalStyle(`[${COLOR_SCHEME.attribute}="dark"] ${prose} pre`, { vars: codeColors.dark });
