import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { CORE_CHARACTERS, CORE_WEIGHTS, FONT_FILES } from '../../../src/theme/font.ts';

/** Where the two faces are in a checkout: Fontsource's Latin file and the core face cut from it. */
export const fontFiles = (repoRoot: string) => ({
  latin: path.join(repoRoot, 'node_modules', FONT_FILES.latin),
  core: path.join(repoRoot, FONT_FILES.core),
});

/**
 * The OpenType features a browser applies to Latin text unless CSS asks for others (HarfBuzz's
 * default shaping features). The site's CSS asks for none (a test holds it), so Inter's fractions,
 * numerators and tabular figures, with their extra glyphs, are left out: 23.6 kB → 19.4 kB.
 */
export const DEFAULT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'calt',
  'liga',
  'clig',
  'rlig',
  'rclt',
  'rvrn',
  'curs',
];

/** The core face as `npm run font` writes it: harfbuzz's subsetter, the weight axis cut. */
export function subsetCoreFont(latinFile: string): Promise<Buffer> {
  return subsetFont(fs.readFileSync(latinFile), CORE_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: DEFAULT_FEATURES,
    variationAxes: { wght: { min: CORE_WEIGHTS.min, max: CORE_WEIGHTS.max, default: CORE_WEIGHTS.min } },
  });
}
