// harfbuzzjs and fontverter ship no types; this is the part the art generator calls (art/glyphs.ts).
declare module 'harfbuzzjs' {
  type HbBlob = { readonly ptr: number };
  interface HbFace {
    upem: number;
  }
  interface HbFont {
    setVariations(variations: Record<string, number>): void;
    glyphToPath(glyphId: number): string;
    destroy(): void;
  }
  interface HbBuffer {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): unknown;
    destroy(): void;
  }
  interface HarfBuzz {
    createBlob(data: Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer): void;
  }
  const harfbuzz: Promise<HarfBuzz>;
  export default harfbuzz;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
