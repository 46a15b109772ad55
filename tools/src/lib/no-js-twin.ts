/**
 * The no-JS twin of a build: the page as it first paints, without its scripts, so Lighthouse can
 * measure what the scripts cost a page and nothing else. Every script is removed (JSON-LD data
 * blocks kept), and script preloads; what the page holds in `<noscript>` is markup, as a browser
 * without JavaScript parses it, except what the page itself applies only after its first paint: the
 * dialog's deferred stylesheet and the brand font's copy (AfterPaintStyle). Either, applied as the
 * twin parses, would hold back the twin's first paint (the font file joins its first layout) and so
 * count its layout before that paint, while the page's is counted after its own: TBT counts from the
 * first paint. The twin paints in the fallback face, as the page does first; the swap to the brand
 * font is the page's scripts' work, and counted as theirs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AFTER_PAINT_COPY_ATTRIBUTE,
  DEFERRED_STYLESHEET_ATTRIBUTE,
} from '../../../plugins/gatsby-plugin-paint-first/src/markers.ts';

/** A `<noscript>` carrying one of these attributes, and what it holds. */
const noscriptWith = (attribute: string) =>
  new RegExp(`<noscript\\b[^>]*\\b${attribute}\\b[^>]*>[\\s\\S]*?</noscript>`, 'gi');

export function noJsTwin(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(noscriptWith(DEFERRED_STYLESHEET_ATTRIBUTE), '')
    .replace(noscriptWith(AFTER_PAINT_COPY_ATTRIBUTE), '')
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, '$1');
}

/** Copies `publicDir` to `twinDir` with every HTML page stripped of its scripts. */
export function writeTwin(publicDir: string, twinDir: string): void {
  fs.cpSync(publicDir, twinDir, { recursive: true });
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const full = path.join(dir, d.name);
      return d.isDirectory() ? walk(full) : d.name.endsWith('.html') ? [full] : [];
    });
  for (const file of walk(twinDir)) fs.writeFileSync(file, noJsTwin(fs.readFileSync(file, 'utf8')));
}
