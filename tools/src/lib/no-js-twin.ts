/**
 * The no-JS twin of a build: the page as a browser without JavaScript gets it, so Lighthouse can
 * measure what the scripts cost a page and nothing else. Every script is removed (JSON-LD data
 * blocks kept), and script preloads; what the page holds in `<noscript>` (the brand font's face,
 * which the starter applies otherwise) is markup, as such a browser parses it. The one exception is
 * a deferred stylesheet (the dialog's): the page fetches it only once the app has started, after its
 * first paint, while at the end of the twin's body it would hold back the twin's first paint and so
 * hide the scripts' blocking time (TBT counts from that paint). The twin leaves it out.
 */
import fs from 'node:fs';
import path from 'node:path';

export function noJsTwin(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<noscript\b[^>]*\bdata-deferred-stylesheet\b[^>]*>[\s\S]*?<\/noscript>/gi, '')
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
