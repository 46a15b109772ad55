/**
 * Normalises Gatsby's static HTML so that two builds of the same source compare equal, and
 * pretty-prints it (one tag per line) so a unified diff of two pages is readable.
 *
 * What is treated as build noise (replaced by a placeholder, never compared):
 * - content hashes in asset file names: `/app-3f2a….js`, `/component---src-…-abcd.js`,
 *   `/webpack-runtime-….js`, `/styles.<hash>.css`, fonts `…-<hash>.woff2`, numbered chunks `/231-<hash>.js`;
 * - hashed static folders: `/static/<hash>/…` (files and gatsby-plugin-image variants);
 * - `window.___webpackCompilationHash`, static-query page-data ids (`/page-data/sq/d/<id>.json`);
 * - the `data-gatsby-head` marker and React's empty `<!-- -->` text separators;
 * - Emotion's style hashes (`css-1abc2de` class names, `data-emotion(-server)="css …"` id lists, keyframe
 *   names): the CSS rules themselves are still compared, so a style change shows up as a change in
 *   the page's `<style>` block rather than as a renamed class on every element that uses it;
 * - subresource-integrity / CSP hashes (`sha256-…`).
 *
 * Whitespace between tags and inside text is collapsed (a whitespace-only change is not a change).
 */

const HASH = '[hash]';

const ASSET_EXT = 'js|mjs|css|woff2?|ttf|otf|eot|json|map|png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|txt';

/** `name-<hex>.ext` / `name.<hex>.ext`: webpack `[contenthash]` (20 hex) and Gatsby's shorter ones. */
const HASHED_FILE = new RegExp(`([\\w~-])([-.])[0-9a-f]{8,}(?=\\.(?:${ASSET_EXT})(?![\\w-]))`, 'g');
/**
 * Webpack's chunk ids move when modules move between chunks: numeric (`/231-<hash>.js`) or, for
 * shared chunks, a hash of their modules (`/123bb808…-<hash>.js`).
 */
const NUMBERED_CHUNK = /(["'(\s,/])(?:\d+|[0-9a-f]{20,})-\[hash\]\.js/g;
/** `/static/<32 hex>/` (+ gatsby-plugin-image's `<args digest>/` folder). */
const STATIC_DIR = /\/static\/[0-9a-f]{8,}\/(?:[0-9a-f]{4,}\/)*/g;
const COMPILATION_HASH = /(___webpackCompilationHash\s*=\s*)(["'])[^"']*\2/g;
const STATIC_QUERY = /\/page-data\/sq\/d\/\d+\.json/g;
const GATSBY_HEAD_ATTR = /\s+data-gatsby-head(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?(?=[\s/>])/g;
const INTEGRITY = /\b(sha(?:256|384|512))-[A-Za-z0-9+/]+={0,2}/g;

/** Replaces build-dependent hashes in raw HTML text (before pretty-printing). */
export function stripBuildNoise(html: string): string {
  return html
    .replace(HASHED_FILE, `$1$2${HASH}`)
    .replace(NUMBERED_CHUNK, `$1[chunk]-${HASH}.js`)
    .replace(STATIC_DIR, `/static/${HASH}/`)
    .replace(COMPILATION_HASH, `$1$2${HASH}$2`)
    .replace(STATIC_QUERY, `/page-data/sq/d/${HASH}.json`)
    .replace(GATSBY_HEAD_ATTR, '')
    .replace(INTEGRITY, `$1-${HASH}`);
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea']);

export type HtmlToken =
  | { kind: 'open'; name: string; text: string; selfClosing: boolean }
  | { kind: 'close'; name: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'raw'; parent: string; openTag: string; text: string }
  | { kind: 'comment'; text: string }
  | { kind: 'doctype'; text: string };

/** End index (exclusive) of a tag starting at `start` (`<`), honouring quoted attribute values. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let i = start + 1; i < html.length; i++) {
    const ch = html[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '>') {
      return i + 1;
    }
  }
  return html.length;
}

/** A small, forgiving tokenizer: good enough for React-rendered HTML, not a conforming parser. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1 || lt > i) {
      const end = lt === -1 ? html.length : lt;
      tokens.push({ kind: 'text', text: html.slice(i, end) });
      i = end;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      const end = close === -1 ? html.length : close + 3;
      tokens.push({ kind: 'comment', text: html.slice(i, end) });
      i = end;
      continue;
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      const end = tagEnd(html, i);
      tokens.push({ kind: 'doctype', text: html.slice(i, end) });
      i = end;
      continue;
    }
    const closing = /^<\/([A-Za-z][\w:-]*)/.exec(html.slice(i, i + 100));
    if (closing) {
      const end = tagEnd(html, i);
      tokens.push({ kind: 'close', name: (closing[1] ?? '').toLowerCase(), text: html.slice(i, end) });
      i = end;
      continue;
    }
    const opening = /^<([A-Za-z][\w:-]*)/.exec(html.slice(i, i + 100));
    if (!opening) {
      // A stray `<` in text.
      tokens.push({ kind: 'text', text: '<' });
      i += 1;
      continue;
    }
    const name = (opening[1] ?? '').toLowerCase();
    const end = tagEnd(html, i);
    const text = html.slice(i, end);
    const selfClosing = text.endsWith('/>');
    tokens.push({ kind: 'open', name, text, selfClosing });
    i = end;
    if (RAW_TEXT_ELEMENTS.has(name) && !selfClosing) {
      const closeRe = new RegExp(`</${name}\\s*>`, 'i');
      const rest = html.slice(i);
      const m = closeRe.exec(rest);
      const rawEnd = m ? i + m.index : html.length;
      if (rawEnd > i) tokens.push({ kind: 'raw', parent: name, openTag: text, text: html.slice(i, rawEnd) });
      i = rawEnd;
    }
  }
  return tokens;
}

/** Emotion cache keys used in the page (`data-emotion="css 1abc …"` → `css`), `css` by default. */
function emotionKeys(tokens: readonly HtmlToken[]): string[] {
  const keys = new Set<string>(['css']);
  for (const t of tokens) {
    if (t.kind !== 'open') continue;
    const m = /\sdata-emotion(?:-server)?=(["'])([\w-]+)/.exec(t.text);
    if (m?.[2]) keys.add(m[2].replace(/-global$/, ''));
  }
  return [...keys].filter((k) => /^[a-z][\w-]*$/i.test(k));
}

function emotionClassPattern(keys: readonly string[]): RegExp {
  return new RegExp(`(?<![\\w-])(${keys.join('|')})-[0-9a-z]{4,}(?![0-9a-z])`, 'g');
}

function normaliseTag(text: string, emotionClass: RegExp): string {
  return text
    .replace(/(\sdata-emotion(?:-server)?=)(["'])([\w-]+)(?:\s[^"']*)?\2/g, `$1$2$3 ${HASH}$2`)
    .replace(/(\sclass(?:Name)?=)(["'])([^"']*)\2/g, (_m, attr: string, q: string, value: string) => {
      const classes = value.replace(emotionClass, `$1-${HASH}`).trim().split(/\s+/);
      return `${attr}${q}${classes.join(' ')}${q}`;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+(\/?>)$/, '$1');
}

/** Emotion's keyframe names (`animation-61bdi0`), not the `animation-duration: …` properties. */
const KEYFRAMES_NAME = /(?<![\w-])animation-[0-9a-z]{4,}(?![\w-]|\s*:)/g;

function formatStyle(css: string, emotionClass: RegExp): string[] {
  return css
    .replace(emotionClass, `$1-${HASH}`)
    .replace(KEYFRAMES_NAME, `animation-${HASH}`)
    .split(/(?<=\})/)
    .map((rule) => rule.trim())
    .filter(Boolean);
}

function formatScript(openTag: string, js: string): string[] {
  if (/type=(["'])application\/(?:ld\+)?json\1/i.test(openTag)) {
    try {
      return JSON.stringify(JSON.parse(js), null, 2).split('\n');
    } catch {
      // Not valid JSON: fall through to line-wise output.
    }
  }
  return js
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Build-noise-free, pretty-printed HTML: one tag (or text run) per line, indented by nesting depth.
 */
export function normaliseHtml(html: string): string {
  const tokens = tokenizeHtml(stripBuildNoise(html));
  const emotionClass = emotionClassPattern(emotionKeys(tokens));
  const lines: string[] = [];
  let depth = 0;
  const push = (line: string, extraIndent = 0) => lines.push(`${'  '.repeat(depth + extraIndent)}${line}`);
  for (const t of tokens) {
    switch (t.kind) {
      case 'doctype':
        push(t.text.replace(/\s+/g, ' '));
        break;
      case 'comment': {
        const body = t.text.slice(4, -3).trim();
        if (body) push(`<!-- ${body.replace(/\s+/g, ' ')} -->`);
        break;
      }
      case 'text': {
        const text = t.text.replace(/\s+/g, ' ').trim();
        if (text) push(text);
        break;
      }
      case 'open':
        push(normaliseTag(t.text, emotionClass));
        if (!t.selfClosing && !VOID_ELEMENTS.has(t.name)) depth += 1;
        break;
      case 'close':
        if (!VOID_ELEMENTS.has(t.name)) depth = Math.max(0, depth - 1);
        push(t.text.replace(/\s+/g, ''));
        break;
      case 'raw': {
        const body =
          t.parent === 'style'
            ? formatStyle(t.text, emotionClass)
            : t.parent === 'script'
              ? formatScript(t.openTag, t.text)
              : [t.text.replace(/\s+/g, ' ').trim()].filter(Boolean);
        for (const line of body) push(line);
        break;
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
