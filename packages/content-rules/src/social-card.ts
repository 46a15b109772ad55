import type { TitledType } from './page-title.ts';

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

/** The label a content page's card shows above its title (gatsby/social-cards draws it). */
export const CARD_SECTIONS = {
  CaseStudy: 'Case study',
  BlogPost: 'Blog',
  ServicePage: 'Service',
  Industry: 'Industry',
} as const satisfies Record<TitledType, string>;

export interface CardDescription {
  /** The title the card shows (a content file's `title`, not its `seoTitle`). */
  title: string;
  siteName: string;
  /** The label above the title; none on pages that are not made from a content file. */
  section?: string;
  /** The alt text of the art beside the title; none when the card shows the studio's mark instead. */
  artAlt?: string;
}

/**
 * The card's alt text (og:image:alt, twitter:image:alt): what the picture shows, as the layout
 * draws it, so a reader who cannot see a shared link's image hears more than the page's title.
 */
export function socialCardAlt({ title, siteName, section, artAlt }: CardDescription): string {
  const card = section ? `${section} card` : 'Card';
  const art = artAlt?.trim().replace(/\.$/, '');
  return art
    ? `${card} with the title “${title}” beside its art (${art}), and the ${siteName} mark`
    : `${card} with the title “${title}” beside the ${siteName} mark on a green gradient`;
}
