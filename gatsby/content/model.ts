/**
 * The content contract. Each content type is described once here; the GraphQL SDL (sdl.ts, used
 * by schema.ts), the build-time validation (validate.ts, run by check.ts from create-pages.ts and
 * `npm run check:content`) and the content test all derive from these descriptions, so they
 * cannot drift.
 */

export type Field =
  | { kind: 'string'; optional?: boolean; max?: number; pattern?: RegExp; hint?: string }
  | { kind: 'int'; optional?: boolean; min: number; max: number }
  | { kind: 'boolean'; optional?: boolean }
  | { kind: 'date'; optional?: boolean }
  | { kind: 'strings'; optional?: boolean; min?: number; max?: number; oneOf?: readonly string[] }
  | { kind: 'enum'; values: readonly string[]; optional?: boolean }
  /** A path relative to the content file (an image committed under content/images). */
  | { kind: 'file'; optional?: boolean }
  /** A URL path of a file under static/ (small SVGs: logos, avatars, icons). */
  | { kind: 'asset'; optional?: boolean }
  | { kind: 'ref'; to: ContentTypeName; list?: boolean; optional?: boolean; min?: number }
  | { kind: 'object'; name: string; fields: Fields; optional?: boolean }
  | {
      kind: 'objects';
      name: string;
      fields: Fields;
      min?: number;
      max?: number;
      optional?: boolean;
      /** A field whose value names the item on the page, so no two items may share it. */
      unique?: string;
    };

export type Fields = Record<string, Field>;

export type ContentTypeName =
  | 'CaseStudy'
  | 'ServicePage'
  | 'Industry'
  | 'BlogPost'
  | 'Testimonial'
  | 'TeamMember'
  | 'ClientLogo'
  | 'ServiceCard'
  | 'IndustryTile';

const text = (max?: number): Field => ({ kind: 'string', max });
const internalLink: Field = {
  kind: 'string',
  pattern: /^\/[A-Za-z0-9\-/]*$/,
  hint: 'an internal path such as /Engineering/WebDevelopment',
};
const httpsUrl: Field = { kind: 'string', pattern: /^https:\/\/\S+$/, hint: 'an https:// URL' };
const gradient: Field = {
  kind: 'string',
  pattern: /^linear-gradient\(.+\)$/,
  hint: 'a CSS linear-gradient(...)',
};
const titledTexts = (name: string, min: number, max = 8): Field => ({
  kind: 'objects',
  name,
  min,
  max,
  fields: { title: text(80), text: text(600) },
});
const faq: Field = {
  kind: 'objects',
  name: 'FaqEntry',
  min: 3,
  max: 8,
  fields: { question: text(160), answer: text(800) },
};
const hero: Field = {
  kind: 'object',
  name: 'Hero',
  fields: {
    eyebrow: text(40),
    heading: text(90),
    lead: text(320),
    image: { kind: 'file' },
    imageAlt: text(160),
  },
};
const cta: Field = {
  kind: 'object',
  name: 'CallToAction',
  fields: { heading: text(90), text: text(240) },
};

export const PLATFORMS = ['iOS', 'Android', 'Web', 'Desktop', 'Wearables', 'AR/VR', 'IoT'] as const;
export const TESTIMONIAL_SOURCES = ['upwork', 'goodFirms', 'clutch'] as const;

/** Markdown content types: one file per entry; the file name is the slug. */
export const markdownTypes = {
  CaseStudy: {
    folder: 'cases',
    fields: {
      title: text(60),
      seoTitle: { kind: 'string', optional: true, max: 42 },
      /** Kept out of production builds; shown marked as a draft in `npm run develop`. */
      draft: { kind: 'boolean', optional: true },
      description: text(160),
      order: { kind: 'int', min: 1, max: 999 },
      cover: { kind: 'file' },
      coverAlt: text(160),
      background: gradient,
      industry: { kind: 'ref', to: 'Industry' },
      services: { kind: 'ref', to: 'ServicePage', list: true, min: 1 },
      platforms: { kind: 'strings', min: 1, oneOf: PLATFORMS },
      year: { kind: 'int', min: 2010, max: 2030 },
      duration: text(40),
      teamSize: { kind: 'int', min: 1, max: 60 },
      challenge: text(900),
      solution: text(900),
      features: {
        kind: 'objects',
        name: 'CaseFeature',
        min: 2,
        max: 4,
        unique: 'title',
        fields: { title: text(80), text: text(500), image: { kind: 'file' }, imageAlt: text(160) },
      },
      stack: { kind: 'strings', min: 3, max: 14 },
      results: {
        kind: 'objects',
        name: 'CaseResult',
        min: 3,
        max: 4,
        unique: 'label',
        fields: { value: text(16), label: text(80) },
      },
      testimonial: {
        kind: 'object',
        name: 'CaseTestimonial',
        optional: true,
        fields: { quote: text(600), name: text(60), position: text(80) },
      },
    },
  },
  ServicePage: {
    folder: 'services',
    fields: {
      title: text(60),
      seoTitle: { kind: 'string', optional: true, max: 42 },
      /** Adds the contact block; true offers 'Book a call' instead of the phone (a campaign page). */
      showPhone: { kind: 'boolean', optional: true },
      description: text(160),
      hero,
      whatWeDo: titledTexts('ServiceOffer', 3, 6),
      process: titledTexts('ProcessStep', 3, 6),
      deliverables: { kind: 'strings', min: 3, max: 10 },
      technologies: { kind: 'strings', optional: true, max: 20 },
      relatedCases: { kind: 'ref', to: 'CaseStudy', list: true, min: 1 },
      faq,
      cta,
      /** Set only on a variant page whose canonical URL is another page (e.g. /AIcopy → /AI). */
      canonical: { ...internalLink, optional: true },
      /** Forces the page's colour scheme (spec §4); "system" cannot be forced and is ignored. */
      colorScheme: { kind: 'enum', values: ['light', 'dark', 'system'], optional: true },
    },
  },
  Industry: {
    folder: 'industries',
    fields: {
      title: text(60),
      /** What a list or filter calls it: "Medical", not the page's title. */
      shortName: text(24),
      seoTitle: { kind: 'string', optional: true, max: 42 },
      description: text(160),
      hero,
      problems: titledTexts('IndustryProblem', 3, 6),
      relatedCases: { kind: 'ref', to: 'CaseStudy', list: true, min: 1 },
      services: { kind: 'ref', to: 'ServicePage', list: true, min: 2 },
      faq,
      cta,
    },
  },
  BlogPost: {
    folder: 'blog',
    fields: {
      title: text(90),
      seoTitle: { kind: 'string', optional: true, max: 42 },
      draft: { kind: 'boolean', optional: true },
      description: text(160),
      /** A date after the build's leaves the post out until a build on or after that day. */
      date: { kind: 'date' },
      /** When the post was last revised in substance (Article.dateModified, sitemap lastmod). */
      updated: { kind: 'date', optional: true },
      author: { kind: 'ref', to: 'TeamMember' },
      cover: { kind: 'file' },
      coverAlt: text(160),
      tags: { kind: 'strings', min: 1, max: 6 },
    },
  },
} as const satisfies Record<string, { folder: string; fields: Fields }>;

/** JSON content types: one file holds an array of entries (content/data/<file>.json). */
export const jsonTypes = {
  Testimonial: {
    file: 'testimonials',
    min: 6,
    fields: {
      source: { kind: 'enum', values: TESTIMONIAL_SOURCES },
      sourceIcon: { kind: 'asset' },
      sourceLink: httpsUrl,
      name: text(60),
      position: { kind: 'string', optional: true, max: 80 },
      avatar: { kind: 'asset' },
      text: text(700),
    },
  },
  TeamMember: {
    file: 'team',
    min: 4,
    fields: {
      slug: { kind: 'string', pattern: /^[a-z0-9-]+$/, hint: 'lowercase letters, digits and -' },
      name: text(60),
      link: httpsUrl,
      photo: { kind: 'asset' },
      secondaryPhoto: { kind: 'asset' },
      frame: { kind: 'string', pattern: /^#[0-9a-fA-F]{6}$/, hint: 'a #rrggbb colour' },
      position: text(80),
    },
  },
  ClientLogo: {
    file: 'clients',
    min: 8,
    // Our clients' own sites are theirs to change; the logo leads to the work we did for them.
    fields: { name: { kind: 'asset' }, label: text(60), link: internalLink },
  },
  ServiceCard: {
    file: 'service-cards',
    min: 6,
    fields: { title: text(60), desc: text(220), link: internalLink },
  },
  IndustryTile: {
    file: 'industry-tiles',
    min: 8,
    fields: { title: text(40), link: internalLink },
  },
} as const satisfies Record<string, { file: string; min: number; fields: Fields }>;

export type MarkdownTypeName = keyof typeof markdownTypes;
export type JsonTypeName = keyof typeof jsonTypes;

export const markdownTypeByFolder: Record<string, MarkdownTypeName> = Object.fromEntries(
  Object.entries(markdownTypes).map(([name, def]) => [def.folder, name as MarkdownTypeName]),
);
export const jsonTypeByFile: Record<string, JsonTypeName> = Object.fromEntries(
  Object.entries(jsonTypes).map(([name, def]) => [def.file, name as JsonTypeName]),
);
