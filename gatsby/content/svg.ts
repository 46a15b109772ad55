/** What the build reads of a drawn (SVG) image: the frame its <img> declares and the colour it fills first. */
/** The intrinsic size an SVG declares (width/height, else its viewBox); null when it declares none. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const width = Number.parseFloat(attr('width') ?? '');
  const height = Number.parseFloat(attr('height') ?? '');
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const [, , boxWidth = 0, boxHeight = 0] = (attr('viewBox') ?? '').split(/[\s,]+/).map(Number);
  return boxWidth > 0 && boxHeight > 0
    ? { width: Math.round(boxWidth), height: Math.round(boxHeight) }
    : null;
}

/** The colour a drawing's frame shows until it loads: its first gradient stop or solid fill. */
export function svgColor(svg: string): string | null {
  return /\b(?:stop-color|fill)="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? null;
}
