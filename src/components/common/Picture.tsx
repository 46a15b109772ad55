import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface PictureProps {
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /** Above the fold: load at once and at high priority (the page's LCP image). */
  eager?: boolean;
  className?: string;
}

/**
 * A responsive image from gatsby-plugin-image's data (AVIF and WebP sources, srcset, sizes,
 * intrinsic width and height). Rendered as plain <picture>: these images are static, so the
 * plugin's runtime component and its react-dom/server chunk (~21 KB gzip on every page) are not
 * needed.
 */
export function Picture({ image, alt, eager = false, className }: PictureProps) {
  if (!image) return null;
  const { images, width, height } = image;
  const fallback = images.fallback;
  // React 18 does not know fetchPriority; the lowercase attribute reaches the HTML as is.
  const priority = eager ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <picture className={className}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ display: 'block', width: '100%', height: 'auto' }}
        {...priority}
      />
    </picture>
  );
}
