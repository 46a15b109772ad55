/**
 * Text drawn as Inter's outlines. An SVG shown as an <img> gets none of the page's web fonts: a
 * <text> in it is drawn in whatever the visitor's system has, and on Linux each such image asks the
 * browser process for a font on the page's main thread (docs/performance.md, "The site's stylesheet
 * inline again").
 * Outlined, a wordmark looks the same everywhere and its image asks for no font.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import harfbuzz from 'harfbuzzjs';
import { FONT_FILES } from '../../../src/theme/font.ts';

type Glyph = { g: number; ax: number; dx: number; dy: number };
type Shaper = (s: string, weight: number) => { glyphs: Glyph[]; paths: string[]; units: number };

let loading: Promise<Shaper> | undefined;

/** HarfBuzz and the font, loaded once (both are WebAssembly, loaded asynchronously). */
const shaper = (): Promise<Shaper> => (loading ??= loadShaper());

async function loadShaper(): Promise<Shaper> {
  const hb = await harfbuzz;
  // Fontsource's Latin file, the one the site serves (variable in weight), as TrueType for HarfBuzz;
  // resolved as a package from where the tool runs (the repository or its tools folder).
  const [scope = '', name = '', ...inPackage] = FONT_FILES.latin.split('/');
  const manifest = createRequire(path.join(process.cwd(), 'index.js')).resolve(
    `${scope}/${name}/package.json`,
  );
  const file = path.join(path.dirname(manifest), ...inPackage);
  const face = hb.createFace(hb.createBlob(await fontverter.convert(fs.readFileSync(file), 'sfnt')), 0);
  /** The glyphs of `s` at `weight`, their advances and outlines in font units. */
  return (s, weight) => {
    const font = hb.createFont(face);
    font.setVariations({ wght: weight });
    const buffer = hb.createBuffer();
    buffer.addText(s);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const glyphs = buffer.json() as Glyph[];
    const paths = glyphs.map((glyph) => font.glyphToPath(glyph.g));
    buffer.destroy();
    font.destroy();
    return { glyphs, paths, units: face.upem };
  };
}

export type OutlineOptions = {
  /** Where the text starts (or, with `anchor: 'middle'`, its middle) and its baseline. */
  x: number;
  y: number;
  size: number;
  weight: number;
  /** Space added after each glyph but the last, in user units (CSS letter-spacing). */
  spacing?: number;
  anchor?: 'start' | 'middle';
};

const round = (v: number) => String(Math.round(v * 10) / 10);

/**
 * `s` as one path's data, in user units, y down, and the width it takes (its advances and the
 * spacing between glyphs), from one shaping.
 */
export async function outline(s: string, options: OutlineOptions): Promise<{ d: string; width: number }> {
  const { x, y, size, weight, spacing = 0, anchor = 'start' } = options;
  const { glyphs, paths, units } = (await shaper())(s, weight);
  const scale = size / units;
  const width =
    glyphs.reduce((w, glyph) => w + glyph.ax * scale, 0) + spacing * Math.max(0, glyphs.length - 1);
  let penX = anchor === 'middle' ? x - width / 2 : x;
  let d = '';
  glyphs.forEach((glyph, i) => {
    const ox = penX + glyph.dx * scale;
    const oy = y - glyph.dy * scale;
    // HarfBuzz draws in font units with y up: each coordinate pair is placed, scaled and flipped.
    d += paths[i]!.replace(
      /(-?[\d.]+),(-?[\d.]+)/g,
      (_, px: string, py: string) => `${round(ox + Number(px) * scale)},${round(oy - Number(py) * scale)}`,
    );
    penX += glyph.ax * scale + spacing;
  });
  return { d, width };
}
