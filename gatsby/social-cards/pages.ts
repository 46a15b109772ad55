/**
 * What each built page's card shows: its title, the kind of page, and its art. Pages made from a
 * content file take these from its node (title, cover or hero image); the others (home, lists,
 * one-offs, 404) take the title their built HTML gives Open Graph, and no art (the card then shows
 * the studio's mark).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CARD_SECTIONS } from '@fernhill/content-rules/social-card';

export interface CardPage {
  route: string;
  title: string;
  section: string;
  /** Absolute path of the art (SVG or PNG); none for pages without their own. */
  art?: string;
}

/** The content node fields this reads (gatsby/content/on-create-node.ts makes them). */
export interface ContentNode {
  title?: string;
  sourceFile?: string;
  cover?: string;
  hero?: { image?: string };
  internal: { type: string };
}

// The label over the title, by the content node's type (the page's <head> describes it the same).
const SECTIONS: Record<string, string> = CARD_SECTIONS;

/** The file that holds a built route's HTML (`trailingSlash: 'never'`: /x is public/x/index.html). */
export function htmlFile(publicDir: string, route: string): string {
  if (route.endsWith('.html')) return path.join(publicDir, route);
  return path.join(publicDir, route.replace(/^\/+/, ''), 'index.html');
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The og:title of built HTML, less the " | Studio" suffix every document title carries. */
export function titleFromHtml(html: string, siteName: string): string | undefined {
  const m = /<meta property="og:title" content="([^"]*)"/.exec(html);
  if (!m?.[1]) return undefined;
  const title = decode(m[1]);
  return title.endsWith(` | ${siteName}`) ? title.slice(0, -` | ${siteName}`.length) : title;
}

export function cardPage(args: {
  route: string;
  node: ContentNode | undefined;
  root: string;
  publicDir: string;
  siteName: string;
}): CardPage {
  const { route, node, root, publicDir, siteName } = args;
  const image = node?.cover ?? node?.hero?.image;
  const art =
    image && node?.sourceFile ? path.resolve(root, path.dirname(node.sourceFile), image) : undefined;
  let title = node?.title;
  if (!title) {
    const file = htmlFile(publicDir, route);
    title = (fs.existsSync(file) && titleFromHtml(fs.readFileSync(file, 'utf8'), siteName)) || siteName;
  }
  return {
    route,
    title,
    section: (node && SECTIONS[node.internal.type]) ?? '',
    ...(art && fs.existsSync(art) && { art }),
  };
}
