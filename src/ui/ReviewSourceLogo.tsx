import { LAZY_IMAGE } from './image-loading';

/**
 * A review site's logo (Upwork, Clutch, GoodFirms), beside its name: decorative. Lazy, as every
 * small SVG near the LCP image: each SVG <img> is a document of its own whose set-up holds the main
 * thread before the largest image paints (docs/performance.md, render delay).
 */
export function ReviewSourceLogo({ source, size }: { source: string; size: number }) {
  return <img src={`/images/sources/${source}.svg`} alt="" width={size} height={size} {...LAZY_IMAGE} />;
}
