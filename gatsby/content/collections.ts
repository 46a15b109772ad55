/**
 * The content contract: each type of content once, as a zod schema, with where its files are.
 * The GraphQL types (sdl.ts via model.ts), the checks of the build and of `npm run check:content`
 * (validate.ts, check.ts) and the editor's field descriptors (model.ts) all derive from it.
 */
import { z } from 'zod';
import {
  asset,
  date,
  file,
  int,
  object,
  objects,
  pattern,
  ref,
  refs,
  someOf,
  strings,
  text,
} from './fields.ts';

export const PLATFORMS = ['iOS', 'Android', 'Web', 'Desktop', 'Wearables', 'AR/VR', 'IoT'] as const;
export const TESTIMONIAL_SOURCES = ['upwork', 'goodFirms', 'clutch'] as const;

const internalLink = pattern(/^\/[A-Za-z0-9\-/]*$/, 'an internal path such as /Engineering/WebDevelopment');
const httpsUrl = pattern(/^https:\/\/\S+$/, 'an https:// URL');
const gradient = pattern(/^linear-gradient\(.+\)$/, 'a CSS linear-gradient(...)');
const seoTitle = text(42).optional().describe('A shorter title for search results, when the title is long');
const draft = z
  .boolean()
  .optional()
  .describe('Kept out of production builds; shown marked as a draft in `npm run develop`');
const titledTexts = (name: string, min: number, max: number) =>
  objects(name, { title: text(80), text: text(600) }, { min, max });
const faq = objects('FaqEntry', { question: text(160), answer: text(800) }, { min: 3, max: 8 });
const hero = object('Hero', {
  eyebrow: text(40),
  heading: text(90),
  lead: text(320),
  image: file(),
  imageAlt: text(160),
});
const cta = object('CallToAction', { heading: text(90), text: text(240) });

export const CaseStudy = z.strictObject({
  title: text(60),
  seoTitle,
  draft,
  description: text(160),
  order: int(1, 999),
  cover: file(),
  coverAlt: text(160),
  background: gradient,
  industry: ref('Industry'),
  services: refs('ServicePage', 1),
  platforms: someOf(PLATFORMS, 1),
  year: int(2010, 2030),
  duration: text(40),
  teamSize: int(1, 60),
  challenge: text(900),
  solution: text(900),
  features: objects(
    'CaseFeature',
    { title: text(80), text: text(500), image: file(), imageAlt: text(160) },
    { min: 2, max: 4, unique: 'title' },
  ),
  stack: strings(3, 14),
  results: objects('CaseResult', { value: text(16), label: text(80) }, { min: 3, max: 4, unique: 'label' }),
  testimonial: object('CaseTestimonial', { quote: text(600), name: text(60), position: text(80) }).optional(),
});

export const ServicePage = z.strictObject({
  title: text(60),
  seoTitle,
  showPhone: z
    .boolean()
    .optional()
    .describe("Adds the contact block; true offers 'Book a call' instead of the phone (a campaign page)"),
  description: text(160),
  hero,
  whatWeDo: titledTexts('ServiceOffer', 3, 6),
  process: titledTexts('ProcessStep', 3, 6),
  deliverables: strings(3, 10),
  technologies: strings(undefined, 20).optional(),
  relatedCases: refs('CaseStudy', 1),
  faq,
  cta,
  canonical: internalLink
    .optional()
    .describe('Set only on a variant page whose canonical URL is another page (e.g. /AIcopy → /AI)'),
  colorScheme: z
    .enum(['light', 'dark', 'system'])
    .optional()
    .describe('Forces the page’s colour scheme (spec §4); "system" cannot be forced and is ignored'),
});

export const Industry = z.strictObject({
  title: text(60),
  shortName: text(24).describe('What a list or filter calls it: "Medical", not the page’s title'),
  seoTitle,
  description: text(160),
  hero,
  problems: titledTexts('IndustryProblem', 3, 6),
  relatedCases: refs('CaseStudy', 1),
  services: refs('ServicePage', 2),
  faq,
  cta,
});

export const BlogPost = z.strictObject({
  title: text(90),
  seoTitle,
  draft,
  description: text(160),
  date: date().describe('A date after the build’s leaves the post out until a build on or after that day'),
  updated: date()
    .optional()
    .describe('When the post was last revised in substance (Article.dateModified, sitemap lastmod)'),
  author: ref('TeamMember'),
  cover: file(),
  coverAlt: text(160),
  tags: strings(1, 6),
});

/**
 * The front matter of a one-off page in content/pages (About, Privacy, the /Cases and /Blog
 * intros). Gatsby reads these as MarkdownRemark, hence the name of the call to action's type.
 */
export const Page = z.strictObject({
  route: internalLink.optional().describe('A page of its own at this address (the list intros have none)'),
  title: text(60),
  description: text(160),
  seoDescription: text(160).optional().describe('What search results show, if not the description'),
  cta: object('MarkdownRemarkFrontmatterCta', { heading: text(90), text: text(240) }).optional(),
});

export const Testimonial = z.strictObject({
  source: z.enum(TESTIMONIAL_SOURCES),
  sourceIcon: asset(),
  sourceLink: httpsUrl,
  name: text(60),
  position: text(80).optional(),
  avatar: asset(),
  text: text(700),
});

export const TeamMember = z.strictObject({
  slug: pattern(/^[a-z0-9-]+$/, 'lowercase letters, digits and -'),
  name: text(60),
  link: httpsUrl,
  photo: asset(),
  secondaryPhoto: asset(),
  frame: pattern(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour'),
  position: text(80),
});

// Our clients' own sites are theirs to change; the logo leads to the work we did for them.
export const ClientLogo = z.strictObject({ name: asset(), label: text(60), link: internalLink });
export const ServiceCard = z.strictObject({ title: text(60), desc: text(220), link: internalLink });
export const IndustryTile = z.strictObject({ title: text(40), link: internalLink });
/** A blog topic's own words for its page (/Blog/topics/…); a tag without one gets a generated description. */
export const Topic = z.strictObject({
  name: text(40).describe('The tag exactly as posts write it in `tags`'),
  description: text(160).describe('What the topic page says under its title and search results show'),
});

/** Markdown types: one file per entry in content/<folder>; the file name is the slug. */
export const markdownCollections = {
  CaseStudy: { folder: 'cases', schema: CaseStudy },
  ServicePage: { folder: 'services', schema: ServicePage },
  Industry: { folder: 'industries', schema: Industry },
  BlogPost: { folder: 'blog', schema: BlogPost },
} as const;

/** JSON types: content/data/<file>.json holds a list of at least `min` entries. */
export const jsonCollections = {
  Testimonial: { file: 'testimonials', min: 6, schema: Testimonial },
  TeamMember: { file: 'team', min: 4, schema: TeamMember },
  ClientLogo: { file: 'clients', min: 8, schema: ClientLogo },
  ServiceCard: { file: 'service-cards', min: 6, schema: ServiceCard },
  IndustryTile: { file: 'industry-tiles', min: 8, schema: IndustryTile },
  Topic: { file: 'topics', min: 0, schema: Topic },
} as const;

/** The one-off pages: not a node type of their own (Gatsby's MarkdownRemark), so not in the lists above. */
export const pageCollection = { folder: 'pages', schema: Page } as const;
