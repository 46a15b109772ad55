/**
 * The content contract. Each content type is described once here; the GraphQL
 * SDL (schema.ts), the build-time validation (content-check.ts, run by create-pages.ts and by
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
  | { kind: 'objects'; name: string; fields: Fields; min?: number; max?: number; optional?: boolean };

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
        fields: { title: text(80), text: text(500), image: { kind: 'file' }, imageAlt: text(160) },
      },
      stack: { kind: 'strings', min: 3, max: 14 },
      results: {
        kind: 'objects',
        name: 'CaseResult',
        min: 3,
        max: 4,
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

export interface Problem {
  field: string;
  message: string;
}

export interface Reference {
  field: string;
  to: ContentTypeName;
  slug: string;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** Checks one entry against its fields. Returns problems and the references it makes. */
export function validateFields(
  data: Record<string, unknown>,
  fields: Fields,
  prefix = '',
): { problems: Problem[]; refs: Reference[] } {
  const problems: Problem[] = [];
  const refs: Reference[] = [];
  const say = (field: string, message: string) => problems.push({ field, message });

  for (const key of Object.keys(data)) {
    if (!(key in fields)) say(prefix + key, 'is not a known field (check the spelling)');
  }
  for (const [key, field] of Object.entries(fields)) {
    const path = prefix + key;
    const value = data[key];
    if (isBlank(value)) {
      if (!field.optional) say(path, 'is required');
      continue;
    }
    switch (field.kind) {
      case 'string':
      case 'asset':
      case 'file': {
        if (typeof value !== 'string') {
          say(path, 'must be text');
          break;
        }
        if (field.kind === 'asset' && !/^\/[\w\-/.]+\.(svg|png|jpg|webp)$/.test(value))
          say(path, 'must be a path under static/, such as /images/team/ana.svg');
        if (field.kind === 'string' && field.max && value.length > field.max)
          say(path, `is ${value.length} characters; the limit is ${field.max}`);
        if (field.kind === 'string' && field.pattern && !field.pattern.test(value))
          say(path, `must be ${field.hint ?? field.pattern.source}`);
        break;
      }
      case 'boolean':
        if (typeof value !== 'boolean') say(path, 'must be true or false');
        break;
      case 'int':
        if (!Number.isInteger(value) || (value as number) < field.min || (value as number) > field.max)
          say(path, `must be a whole number from ${field.min} to ${field.max}`);
        break;
      case 'date': {
        const ok =
          (value instanceof Date && !Number.isNaN(value.getTime())) ||
          (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value));
        if (!ok) say(path, 'must be a date written YYYY-MM-DD');
        break;
      }
      case 'enum':
        if (!field.values.includes(value as string)) say(path, `must be one of ${field.values.join(', ')}`);
        break;
      case 'strings':
      case 'ref':
      case 'objects': {
        const isList = field.kind !== 'ref' || field.list;
        if (!isList) {
          if (typeof value !== 'string') say(path, 'must be the slug of one entry');
          else refs.push({ field: path, to: (field as { to: ContentTypeName }).to, slug: value });
          break;
        }
        if (!Array.isArray(value)) {
          say(path, 'must be a list');
          break;
        }
        const { min = 0, max = Infinity } = field as { min?: number; max?: number };
        if (value.length < min || value.length > max)
          say(
            path,
            `needs ${max === Infinity ? `at least ${min}` : `${min} to ${max}`} items, found ${value.length}`,
          );
        value.forEach((item, i) => {
          const itemPath = `${path}[${i}]`;
          if (field.kind === 'objects') {
            if (typeof item !== 'object' || item === null) say(itemPath, 'must be an object');
            else {
              const inner = validateFields(item as Record<string, unknown>, field.fields, `${itemPath}.`);
              problems.push(...inner.problems);
              refs.push(...inner.refs);
            }
          } else if (typeof item !== 'string' || item === '') say(itemPath, 'must be text');
          else if (field.kind === 'strings' && field.oneOf && !field.oneOf.includes(item))
            say(itemPath, `must be one of ${field.oneOf.join(', ')}`);
          else if (field.kind === 'ref') refs.push({ field: itemPath, to: field.to, slug: item });
        });
        break;
      }
      case 'object': {
        if (typeof value !== 'object' || Array.isArray(value)) {
          say(path, 'must be an object');
          break;
        }
        const inner = validateFields(value as Record<string, unknown>, field.fields, `${path}.`);
        problems.push(...inner.problems);
        refs.push(...inner.refs);
        break;
      }
    }
  }
  return { problems, refs };
}

export const formatProblems = (file: string, problems: Problem[]) =>
  problems.map((p) => `${file}: "${p.field}" ${p.message}`).join('\n');

/** GraphQL type of one field, naming nested object types after the model. */
function sdlType(field: Field): string {
  const bang = field.optional ? '' : '!';
  switch (field.kind) {
    case 'string':
    case 'enum':
    case 'asset':
      return `String${bang}`;
    case 'int':
      return `Int${bang}`;
    case 'boolean':
      return `Boolean${bang}`;
    case 'date':
      return `Date${bang} @dateformat`;
    case 'strings':
      return `[String!]${bang}`;
    case 'file':
      return `File${bang} @fileByRelativePath`;
    case 'ref':
      return field.list ? `[${field.to}!]${bang} @link(by: "slug")` : `${field.to}${bang} @link(by: "slug")`;
    case 'object':
      return `${field.name}${bang}`;
    case 'objects':
      return `[${field.name}!]${bang}`;
  }
}

/** SDL for a type and the nested object types it uses (@dontInfer: content is a contract). */
export function toSdl(typeName: string, fields: Fields, extra: string[] = []): string {
  const nested: string[] = [];
  const lines = Object.entries(fields).map(([key, field]) => {
    if (field.kind === 'object' || field.kind === 'objects') nested.push(toSdl(field.name, field.fields));
    return `  ${key}: ${sdlType(field)}`;
  });
  const iface = extra.length ? ' implements Node @dontInfer' : '';
  return [...nested, `type ${typeName}${iface} {\n${[...extra, ...lines].join('\n')}\n}`].join('\n');
}
