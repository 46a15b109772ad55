import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { EAGER_IMAGE, LAZY_IMAGE } from '../../ui/image-loading';

/** A content image as queried: drawn art stays SVG (`vectorSize`), photos come through sharp. */
export interface PictureFile {
  readonly publicURL: string | null;
  readonly vectorSize: {
    readonly width: number;
    readonly height: number;
    readonly color: string | null;
  } | null;
  readonly photo: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

interface PictureProps {
  file: PictureFile | null | undefined;
  alt: string;
  /** Above the fold: load at once and at high priority (the page's LCP image). */
  eager?: boolean;
  className?: string;
}

const fill = { display: 'block', width: '100%', height: 'auto' } as const;

/**
 * A content image. Drawn SVG art is served as the file itself (a few KB, sharp at every width, no
 * build-time rasterising); a raster file gets gatsby-plugin-image's AVIF/WebP sources and srcset,
 * rendered as plain <picture> because these images are static (the plugin's runtime component
 * would add ~21 KB gzip to every page).
 */
export function Picture({ file, alt, eager = false, className }: PictureProps) {
  if (!file) return null;
  const loading = eager ? EAGER_IMAGE : LAZY_IMAGE;

  if (file.vectorSize && file.publicURL) {
    const { width, height, color } = file.vectorSize;
    return (
      <img
        className={className}
        src={file.publicURL}
        width={width}
        height={height}
        alt={alt}
        // The art's own main colour fills the frame until the file arrives: never an empty box.
        style={color ? { ...fill, backgroundColor: color } : fill}
        {...loading}
      />
    );
  }

  const image = file.photo?.gatsbyImageData;
  if (!image) return null;
  const fallback = image.images.fallback;
  return (
    <picture className={className}>
      {image.images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        // HTML wants integers; sharp's aspect maths gives 426.99999999999994.
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        alt={alt}
        style={{ ...fill, backgroundColor: image.backgroundColor }}
        {...loading}
      />
    </picture>
  );
}

/** What Picture needs of drawn art; each query adds `photo` with the sizes its layout wants. */
export const query = graphql`
  fragment VectorArt on File {
    publicURL
    vectorSize {
      width
      height
      color
    }
  }
`;
