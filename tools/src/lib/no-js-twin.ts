/**
 * The no-JS twin of a build: the same HTML with every script removed (JSON-LD data blocks kept)
 * and no script preloads, so Lighthouse can measure what React costs a page and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';

export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');
}

/** Copies `publicDir` to `twinDir` with every HTML page stripped of its scripts. */
export function writeTwin(publicDir: string, twinDir: string): void {
  fs.cpSync(publicDir, twinDir, { recursive: true });
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const full = path.join(dir, d.name);
      return d.isDirectory() ? walk(full) : d.name.endsWith('.html') ? [full] : [];
    });
  for (const file of walk(twinDir)) fs.writeFileSync(file, stripScripts(fs.readFileSync(file, 'utf8')));
}
