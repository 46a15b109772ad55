/**
 * Where a page's social card is: the build writes it (gatsby/social-cards) and the page's
 * <head> points og:image at it (src/components/seo/Seo.tsx), so both take it from here.
 */
export const SOCIAL_CARD = { width: 1200, height: 630, folder: '/og' } as const;

/** `/` → `/og/index.png`, `/Cases/Mila` → `/og/Cases/Mila.png`. */
export function socialCardPath(route: string): string {
  const name = route.replace(/^\/+|\/+$/g, '') || 'index';
  return `${SOCIAL_CARD.folder}/${name}.png`;
}
