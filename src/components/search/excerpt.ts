/**
 * Pagefind's excerpts are the page's text, HTML-escaped, with the matched words in <mark>. Read
 * as text and marks (never set as HTML), so nothing in the index can become markup on the page.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known) return known;
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return whole;
  });

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((piece) => {
    const marked = piece.startsWith('<mark>');
    const text = decode((marked ? piece.slice(6, -7) : piece).replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked });
  });
  return parts;
}
