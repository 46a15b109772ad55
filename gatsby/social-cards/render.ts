/**
 * Draws one social card, 1200 × 630: the page's title and section on the left, its art on the
 * right, the studio's mark and address at the foot. satori lays the card out as SVG (text as
 * paths, so no font is needed later); resvg rasterises it to PNG.
 */
import fs from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { SOCIAL_CARD } from '@fernhill/content-rules/social-card';

export const CARD = { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height } as const;
const ART = { width: 580, height: CARD.height } as const;
/** The studio's gradient (the favicon's and the default card's greens). */
const BRAND = { from: '#0f766e', to: '#34d399' } as const;

export interface CardInput {
  title: string;
  /** What kind of page it is ("Case study", "Blog"…); empty for the home page. */
  section: string;
  /** The page's art as SVG or PNG bytes; without it, the studio's mark on its brand gradient. */
  art?: { type: 'image/svg+xml' | 'image/png'; data: Buffer };
  site: { name: string; url: string };
  /** The studio's mark (the favicon's SVG). */
  mark: Buffer;
}

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
/**
 * Inter as WOFF (satori reads TTF, OTF and WOFF, not WOFF2), latin subset, loaded once; found from
 * the site's folder, where builds and tests run (this module is compiled to CommonJS by both).
 */
function interFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(
      path.join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`),
    ),
  }));
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});
const dataUri = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;

/** Long titles step down in size so that they fit in four lines. */
const titleSize = (title: string) => (title.length > 60 ? 46 : title.length > 36 ? 54 : 62);

/** The card as satori's element tree (exported for tests of the layout's text). */
export function cardTree(input: CardInput): Node {
  const { title, section, art, site, mark } = input;
  const host = site.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const img = (src: string, style: Record<string, unknown>, width: number, height: number): Node => ({
    type: 'img',
    props: { src, width, height, style },
  });
  return h(
    'div',
    {
      width: CARD.width,
      height: CARD.height,
      display: 'flex',
      background: '#ffffff',
      fontFamily: 'Inter',
      color: '#0f172a',
    },
    h(
      'div',
      {
        width: 620,
        height: CARD.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 48px 48px 64px',
      },
      h(
        'div',
        { display: 'flex', flexDirection: 'column' },
        h(
          'div',
          { fontSize: 24, fontWeight: 700, color: '#0f766e', letterSpacing: 1, marginBottom: 20 },
          (section || site.name).toUpperCase(),
        ),
        h('div', { fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12 }, title),
      ),
      h(
        'div',
        { display: 'flex', alignItems: 'center' },
        img(dataUri('image/svg+xml', mark), { marginRight: 18 }, 56, 56),
        h(
          'div',
          { display: 'flex', flexDirection: 'column' },
          h('div', { fontSize: 26, fontWeight: 700 }, site.name),
          h('div', { fontSize: 20, color: '#475569' }, host),
        ),
      ),
    ),
    // The art fills the right part, cropped to its middle (covers are 3:2, the slot is taller).
    art
      ? img(
          dataUri(art.type, art.data),
          { objectFit: 'cover', objectPosition: 'center' },
          ART.width,
          ART.height,
        )
      : h(
          'div',
          {
            width: ART.width,
            height: ART.height,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            backgroundImage: `linear-gradient(135deg, ${BRAND.from}, ${BRAND.to})`,
          },
          img(dataUri('image/svg+xml', mark), { borderRadius: 48 }, 220, 220),
        ),
  );
}

/** The card as PNG bytes. */
export async function renderCard(input: CardInput): Promise<Buffer> {
  const svg = await satori(cardTree(input) as never, { ...CARD, fonts: interFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
