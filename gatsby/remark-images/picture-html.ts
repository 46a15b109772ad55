/**
 * The HTML of an image in a Markdown body: the same markup as src/components/common/Picture.tsx
 * (a plain <picture> with AVIF/WebP sources, width and height, lazy), written as a string because
 * remark runs at build, outside React. Body images sit below the post's header and cover, so they
 * are always lazy.
 */
export interface BodyImageData {
  width: number;
  height: number;
  backgroundColor?: string;
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string };
    sources?: { srcSet: string; type: string; sizes?: string }[];
  };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const attrs = (pairs: Record<string, string | number | undefined>) =>
  Object.entries(pairs)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');

const LAZY = { loading: 'lazy', decoding: 'async' } as const;
const fill = (color: string | undefined) =>
  `display:block;width:100%;height:auto${color ? `;background-color:${color}` : ''}`;

export function pictureHtml(image: BodyImageData, alt: string): string {
  const sources = (image.images.sources ?? [])
    .map((s) => `<source${attrs({ type: s.type, srcset: s.srcSet, sizes: s.sizes })}>`)
    .join('');
  const fallback = image.images.fallback;
  const img = `<img${attrs({
    src: fallback?.src,
    srcset: fallback?.srcSet,
    sizes: fallback?.sizes,
    // HTML wants integers; sharp's aspect maths gives 426.99999999999994.
    width: Math.round(image.width),
    height: Math.round(image.height),
    alt,
    style: fill(image.backgroundColor),
    ...LAZY,
  })}>`;
  return `<picture class="body-image">${sources}${img}</picture>`;
}

/** Drawn art (SVG) is served as the file itself, as Picture does. */
export function vectorHtml(
  src: string,
  size: { width: number; height: number; color: string | null },
  alt: string,
): string {
  return `<img${attrs({
    class: 'body-image',
    src,
    width: size.width,
    height: size.height,
    alt,
    style: fill(size.color ?? undefined),
    ...LAZY,
  })}>`;
}
