/**
 * A gatsby-transformer-remark plugin, listed after gatsby-remark-prismjs: a code block's `<pre>`
 * scrolls sideways on a phone, and a region that scrolls must be reachable by keyboard to be
 * scrolled by it (WCAG 2.1.1; axe's `scrollable-region-focusable`). Each highlighted block's
 * `<pre>` becomes a focusable, labelled region at build time, so no script is needed; the page's
 * `:focus-visible` ring shows when it has focus. Prism's HTML is this step's input: the browser
 * test on the real build (tests/e2e/post-body.spec.ts) fails if its shape changes.
 */

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

// gatsby-remark-prismjs writes `<div class="gatsby-highlight" data-language="ts"><pre class="language-ts">`.
const HIGHLIGHTED = /^(<div class="gatsby-highlight" data-language="([\w-]*)">\s*<pre)\b/;

/** The `<pre>` of one highlighted block's HTML, made a focusable region named for its language. */
export function focusableCode(html: string): string {
  return html.replace(HIGHLIGHTED, (_, start: string, language: string) => {
    const label = language && language !== 'text' ? `Code example (${language})` : 'Code example';
    return `${start} tabindex="0" role="region" aria-label="${label}"`;
  });
}

function visit(node: MdNode) {
  if (node.type === 'html' && node.value) node.value = focusableCode(node.value);
  node.children?.forEach(visit);
}

export default function remarkCodeRegions({ markdownAST }: { markdownAST: MdNode }): MdNode {
  visit(markdownAST);
  return markdownAST;
}
