import { Marked } from 'marked';
import Prism from 'prismjs';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-swift';
import 'prismjs/components/prism-kotlin';
import 'prismjs/components/prism-dart';

/**
 * A body as the build renders it, for the preview: Markdown to HTML, code blocks highlighted with
 * Prism's token classes in the markup gatsby-remark-prismjs writes (the site's Prose colours them),
 * `##`/`###` headings with the ids the build's autolink plugin gives them, and images through
 * Decap's getAsset (an upload not yet saved is a blob: URL).
 */
export interface Heading {
  depth: number;
  value: string;
  id: string;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

export function renderMarkdown(body: string, asset: (src: string) => string) {
  const headings: Heading[] = [];
  const marked = new Marked({
    useNewRenderer: true,
    renderer: {
      heading({ tokens, depth, text }) {
        const id = slugify(text);
        if (depth <= 3) headings.push({ depth, value: text, id });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      code({ text, lang }) {
        const language = lang && Prism.languages[lang] ? lang : 'text';
        const grammar = Prism.languages[language];
        const html = grammar ? Prism.highlight(text, grammar, language) : escapeHtml(text);
        return `<div class="gatsby-highlight" data-language="${language}"><pre class="language-${language}"><code class="language-${language}">${html}</code></pre></div>\n`;
      },
      image({ href, text }) {
        return `<img src="${escapeHtml(asset(href))}" alt="${escapeHtml(text)}" loading="lazy">`;
      },
    },
  });
  const html = marked.parse(body, { async: false });
  return { html, headings, words: body.split(/\s+/).filter(Boolean).length };
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A table of contents as gatsby-transformer-remark writes it (nested lists of anchors). */
export const tableOfContents = (headings: readonly Heading[]) =>
  `<ul>${headings
    .filter((h) => h.depth === 2 || h.depth === 3)
    .map((h) => `<li><a href="#${h.id}">${escapeHtml(h.value)}</a></li>`)
    .join('')}</ul>`;
