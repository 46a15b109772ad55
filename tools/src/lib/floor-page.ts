/**
 * The floor of a page: a bare page with the page's own heading, first paragraph and first eagerly
 * loaded image (what its largest contentful paint can be) and nothing else: no stylesheet, no
 * script, no font. Served beside the page the same way (same server, same image files), its LCP is
 * what the network allows that content; the page's LCP over it is what the rest costs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findIndexFiles } from './site-pages.ts';

const first = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? '';

/** The first <img> not marked loading="lazy", in its <picture> when it has one (its sources choose the file). */
function firstEagerImage(html: string): string {
  for (const picture of html.matchAll(/<picture\b[\s\S]*?<\/picture>/gi)) {
    if (!/<img\b[^>]*\bloading="lazy"/i.test(picture[0])) return picture[0];
  }
  for (const img of html.matchAll(/<img\b[^>]*>/gi)) if (!/\bloading="lazy"/i.test(img[0])) return img[0];
  return '';
}

/** Attributes that only tie markup to the page's CSS or scripts. */
const stripHooks = (markup: string) =>
  markup.replace(/\s(?:class|style|data-[\w-]+)="[^"]*"/gi, '').replace(/\s(?:data-[\w-]+)(?=[\s>])/gi, '');

export function floorHtml(html: string): string {
  const heading = first(html, /<h1\b[\s\S]*?<\/h1>/i) || first(html, /<h2\b[\s\S]*?<\/h2>/i);
  // The content's first paragraph: the first after the heading (the header may hold others).
  const after = heading ? html.slice(html.indexOf(heading) + heading.length) : html;
  const paragraph = first(after, /<p\b[^>]*>[\s\S]*?<\/p>/i);
  const image = firstEagerImage(html);
  const title = first(html, /<title\b[^>]*>[\s\S]*?<\/title>/i);
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    title +
    // The one rule every page also has: an image no wider than the screen (its LCP area).
    '<style>img{max-width:100%;height:auto}</style></head><body>' +
    stripHooks(heading + paragraph + image) +
    '</body></html>'
  );
}

/** Writes the floor of every page of `publicDir` to `floorDir`, with the build's images beside them. */
export function writeFloor(publicDir: string, floorDir: string): void {
  const images = path.join(publicDir, 'static');
  if (fs.existsSync(images)) fs.cpSync(images, path.join(floorDir, 'static'), { recursive: true });
  for (const rel of findIndexFiles(publicDir)) {
    const target = path.join(floorDir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, floorHtml(fs.readFileSync(path.join(publicDir, rel), 'utf8')));
  }
}
