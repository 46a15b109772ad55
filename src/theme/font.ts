/**
 * The brand font, Inter, in two faces. The core face (every page's) holds
 * only the characters the site's text is written in, the weights it uses and the OpenType features a
 * browser applies by default: 19 kB instead of Fontsource's 48 kB Latin file, which shared a
 * phone's first second with the cover image and held each page's LCP off its floor
 * (docs/performance.md). The Latin file stays as the second face for any other character a writer
 * types (é, ö…): a browser fetches it only on a page that has one.
 *
 * `npm run font` writes the core face from the Latin file (tools/src/lib/font-subset.ts); a test fails
 * when the file no longer matches what it would write.
 */

/**
 * The family list every text style reads (tokens.ts: `var(--font-sans)`), set where the brand font
 * applies: on the whole page at once where the page applies it as it parses, else block by block
 * after the first paint (gatsby-ssr.tsx, the loading plugin's AfterPaintStyle). A variable read
 * where it is used, so that a block can switch alone: a family list written into each rule could
 * only switch the whole page at once.
 */
export const FONT_SANS = '--font-sans';
/** "Inter Fallback" (theme/stylesheet.ts) is a local sans face resized to Inter's metrics. */
export const FALLBACK_FAMILIES =
  '"Inter Fallback", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/**
 * The declarations where the brand font applies: Inter's faces first (fontFacesCss). The family is
 * set there too: an element inherits its parent's resolved family, not the variable, so a block's
 * text changes only where the block itself names it.
 */
export const BRAND_FONT = `${FONT_SANS}:"Inter Variable","Inter Latin",${FALLBACK_FAMILIES};font-family:var(${FONT_SANS})`;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * Where the two faces live: the Latin file as a package path (under node_modules), the core face
 * from the repository's root. gatsby-ssr.tsx imports both by these same paths (an import needs a
 * literal); the editor's build and `npm run font` read them from here.
 */
export const FONT_FILES = {
  latin: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  core: 'src/theme/fonts/inter-core.woff2',
} as const;

/** ASCII, and the typography and symbols the site's copy uses. */
export const CORE_CHARACTERS =
  range(0x20, 0x7e) +
  // no-break space © ® ° · ×
  '\u00a0\u00a9\u00ae\u00b0\u00b7\u00d7' +
  // – — ‘ ’ “ ” • … € ™ → −
  '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\u2192\u2212' +
  // zero-width space: MUI's outlined fields write one into their notch (the contact dialog)
  '\u200b';

/** The weights the site sets (400-800) and `bolder` inside them: the core face is cut to them. */
export const CORE_WEIGHTS = { min: 400, max: 900 } as const;

/** Fontsource's Latin range, as its own CSS declares it. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The characters as a CSS `unicode-range`, runs of code points merged. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0) as number))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs[runs.length - 1];
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

/**
 * The two faces, each a family of its own, the core one first in the list (BRAND_FONT) and first
 * declared (the one the loading plugin loads before the swap): a browser asks the Latin file only
 * for a character the core lacks. As two faces of one family told apart by `unicode-range`, every
 * size of text the core drew also made a stand-in for the Latin face that had not loaded, which on
 * Linux is a round trip to the browser process (24-29 of them, 17-61 ms, in the brand font's swap:
 * docs/performance.md).
 */
export function fontFacesCss(urls: { core: string; latin: string }): string {
  const face = (family: string, src: string, unicode: string) =>
    `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${CORE_WEIGHTS.min} ${CORE_WEIGHTS.max};src:url(${src}) format("woff2-variations");unicode-range:${unicode}}`;
  return (
    face('Inter Variable', urls.core, unicodeRange(CORE_CHARACTERS)) +
    face('Inter Latin', urls.latin, LATIN_UNICODE_RANGE)
  );
}
