// subset-font ships no types; this is the part the font tool calls.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags to keep; every feature when left out. */
      keepFeatures?: readonly string[];
    },
  ): Promise<Buffer>;
}
