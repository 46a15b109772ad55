/**
 * What the checks read in a Markdown body: its images and links, each with the line it is on in
 * the file (front matter included), so a message points where the writer's editor does.
 * Fenced code is skipped: an image or link written inside a code sample is text, not content.
 */
export interface BodyRef {
  kind: 'image' | 'link';
  text: string;
  url: string;
  /** 1-based line in the whole file. */
  line: number;
}

/** How many lines of the file come before the body (front matter and its fences). */
export function bodyLineOffset(fileText: string, body: string): number {
  const start = fileText.length - body.length;
  return start > 0 ? fileText.slice(0, start).split('\n').length - 1 : 0;
}

const REF = /(!?)\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

export function bodyRefs(body: string, lineOffset = 0): BodyRef[] {
  const refs: BodyRef[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    // Inline code is text too.
    const prose = text.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length));
    for (const m of prose.matchAll(REF))
      refs.push({ kind: m[1] ? 'image' : 'link', text: m[2]!, url: m[3]!, line: lineOffset + i + 1 });
  });
  return refs;
}

/** Files a body image may be: photos and screenshots (made responsive) and drawn SVG (served as is). */
export const BODY_IMAGE = /\.(png|jpe?g|webp|avif|svg)$/i;
