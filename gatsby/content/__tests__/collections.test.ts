/** @jest-environment node */
/**
 * The zod schemas of collections.ts: what each kind of mistake makes a writer read, the
 * descriptors read back from them, and the GraphQL types derived from them against the ones the
 * last real build generated (src/gatsby-types.d.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseFrontMatter } from '../front-matter.ts';
import * as collections from '../collections.ts';
import { jsonSchemaOf, jsonTypes, markdownTypes, pageType } from '../model.ts';
import { createSchemaCustomization } from '../schema.ts';
import { validateFields } from '../validate.ts';

const repo = path.resolve(__dirname, '../../..');
const frontMatter = (file: string) =>
  matter(fs.readFileSync(path.join(repo, 'content', file), 'utf8'), { engines: { yaml: parseFrontMatter } })
    .data as Record<string, unknown>;
const firstOf = (file: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(repo, 'content/data', file), 'utf8')) as Record<string, unknown>[]
  )[0]!;

const caseStudy = frontMatter('cases/Mila.md');
const post = frontMatter('blog/how-to-scope-an-mvp.md');
const service = frontMatter('services/Launch.md');
const page = frontMatter('pages/about.md');
const results = caseStudy.results as Record<string, string>[];
const features = caseStudy.features as Record<string, string>[];

type Row = [
  mistake: string,
  schema: keyof typeof collections,
  entry: Record<string, unknown>,
  expected: string,
];
const rows: Row[] = [
  ['a field left out', 'CaseStudy', { ...caseStudy, title: undefined }, '"title" is required'],
  ['a field left blank', 'CaseStudy', { ...caseStudy, coverAlt: '' }, '"coverAlt" is required'],
  ['an object left out', 'ServicePage', { ...service, hero: null }, '"hero" is required'],
  [
    'text over its limit',
    'CaseStudy',
    { ...caseStudy, results: [results[0], { ...results[1], label: 'x'.repeat(81) }, ...results.slice(2)] },
    '"results[1].label" is 81 characters; the limit is 80',
  ],
  [
    'a misspelt field',
    'CaseStudy',
    { ...caseStudy, colour: 'red' },
    '"colour" is not a known field (check the spelling)',
  ],
  [
    'a misspelt field in an object',
    'CaseStudy',
    { ...caseStudy, testimonial: { ...(caseStudy.testimonial as object), role: 'CEO' } },
    '"testimonial.role" is not a known field (check the spelling)',
  ],
  ['a number for text', 'CaseStudy', { ...caseStudy, duration: 6 }, '"duration" must be text'],
  ['yes for true', 'CaseStudy', { ...caseStudy, draft: 'yes' }, '"draft" must be true or false'],
  [
    'a year out of range',
    'CaseStudy',
    { ...caseStudy, year: 2031 },
    '"year" must be a whole number from 2010 to 2030',
  ],
  ['a fraction', 'CaseStudy', { ...caseStudy, order: 1.5 }, '"order" must be a whole number from 1 to 999'],
  ['too few items', 'CaseStudy', { ...caseStudy, results: [] }, '"results" needs 3 to 4 items, found 0'],
  ['no item', 'CaseStudy', { ...caseStudy, services: [] }, '"services" needs at least 1 items, found 0'],
  ['one word for a list', 'CaseStudy', { ...caseStudy, stack: 'React' }, '"stack" must be a list'],
  ['an empty list item', 'BlogPost', { ...post, tags: ['design', ''] }, '"tags[1]" must be text'],
  [
    'text for an object',
    'CaseStudy',
    { ...caseStudy, testimonial: 'great' },
    '"testimonial" must be an object',
  ],
  [
    'a value not offered',
    'CaseStudy',
    { ...caseStudy, platforms: ['Linux'] },
    '"platforms[0]" must be one of iOS, Android, Web, Desktop, Wearables, AR/VR, IoT',
  ],
  [
    'a choice not offered',
    'ServicePage',
    { ...service, colorScheme: 'blue' },
    '"colorScheme" must be one of light, dark, system',
  ],
  [
    'a pattern missed',
    'CaseStudy',
    { ...caseStudy, background: 'red' },
    '"background" must be a CSS linear-gradient(...)',
  ],
  [
    'a list for one slug',
    'CaseStudy',
    { ...caseStudy, industry: ['Medical'] },
    '"industry" must be the slug of one entry',
  ],
  [
    'two items of one name',
    'CaseStudy',
    { ...caseStudy, features: [features[0], { ...features[1], title: features[0]!.title }] },
    '"features[1].title" is the same as features[0].title; each title must be different',
  ],
  [
    'a day that does not exist',
    'BlogPost',
    { ...post, date: '2026-02-30' },
    '"date" must be a real date written YYYY-MM-DD, such as 2026-03-14 (found 2026-02-30)',
  ],
  ['a page without a title', 'Page', { ...page, title: undefined }, '"title" is required'],
  [
    'an external page route',
    'Page',
    { ...page, route: 'https://x.org' },
    '"route" must be an internal path such as /Engineering/WebDevelopment',
  ],
  [
    'a static file not under static/',
    'Testimonial',
    { ...firstOf('testimonials.json'), avatar: 'ana.svg' },
    '"[2].avatar" must be a path under static/, such as /images/team/ana.svg',
  ],
  [
    'a plain http link',
    'TeamMember',
    { ...firstOf('team.json'), link: 'http://x.org' },
    '"[2].link" must be an https:// URL',
  ],
];

describe('content schemas', () => {
  it.each(rows)('refuses %s', (_mistake, type, entry, expected) => {
    const schema = collections[type] as Parameters<typeof validateFields>[1];
    const prefix = type in collections.jsonCollections ? '[2].' : '';
    const { problems } = validateFields(entry, schema, prefix);
    expect(problems.map((p) => `"${p.field}" ${p.message}`)).toEqual([expected]);
  });

  it('accepts every real file it is given, an optional field left blank, and names the slugs it refers to', () => {
    for (const [entry, schema] of [
      [caseStudy, collections.CaseStudy],
      [post, collections.BlogPost],
      [service, collections.ServicePage],
      [page, collections.Page],
    ] as const)
      expect(validateFields(entry, schema).problems).toEqual([]);
    const { problems, refs } = validateFields({ ...caseStudy, seoTitle: null }, collections.CaseStudy);
    expect(problems).toEqual([]);
    expect(refs).toContainEqual({ field: 'industry', to: 'Industry', slug: caseStudy.industry });
    expect(refs).toContainEqual({
      field: 'services[0]',
      to: 'ServicePage',
      slug: (caseStudy.services as string[])[0],
    });
  });

  it('reads the editor’s field descriptors back from the schemas', () => {
    expect(markdownTypes.CaseStudy.folder).toBe('cases');
    expect(jsonTypes.Testimonial).toMatchObject({ file: 'testimonials', min: 6 });
    const fields = markdownTypes.CaseStudy.fields;
    expect(fields.results).toEqual({
      kind: 'objects',
      name: 'CaseResult',
      min: 3,
      max: 4,
      unique: 'label',
      fields: { value: { kind: 'string', max: 16 }, label: { kind: 'string', max: 80 } },
    });
    expect(fields.industry).toEqual({ kind: 'ref', to: 'Industry' });
    expect(fields.services).toEqual({ kind: 'ref', to: 'ServicePage', list: true, min: 1 });
    expect(fields.platforms).toMatchObject({ kind: 'strings', min: 1, oneOf: collections.PLATFORMS });
    expect(fields.cover).toEqual({ kind: 'file' });
    expect(fields.year).toEqual({ kind: 'int', min: 2010, max: 2030 });
    expect(fields.seoTitle).toMatchObject({ kind: 'string', optional: true, max: 42 });
    expect(fields.draft).toMatchObject({ kind: 'boolean', optional: true, description: expect.any(String) });
    expect(markdownTypes.BlogPost.fields.date).toMatchObject({ kind: 'date' });
    expect(markdownTypes.ServicePage.fields.colorScheme).toMatchObject({
      kind: 'enum',
      values: ['light', 'dark', 'system'],
      optional: true,
    });
    expect(jsonTypes.TeamMember.fields.frame).toEqual({
      kind: 'string',
      pattern: /^#[0-9a-fA-F]{6}$/,
      hint: 'a #rrggbb colour',
    });
    expect(jsonTypes.ClientLogo.fields.name).toEqual({ kind: 'asset' });
    expect(pageType.fields.cta).toMatchObject({ kind: 'object', optional: true });
  });

  it('writes a JSON Schema of each type, for documentation', () => {
    const schema = jsonSchemaOf('CaseStudy') as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(schema.properties.title).toMatchObject({ type: 'string', maxLength: 60 });
    expect(schema.properties.cover).toMatchObject({ type: 'string', kind: 'file' });
    expect(schema.required).toContain('industry');
    expect(schema.required).not.toContain('seoTitle');
    expect(jsonSchemaOf('BlogPost')).toMatchObject({
      properties: { date: { type: 'string', format: 'date' } },
    });
  });

  it('declares the GraphQL types the last real build generated (src/gatsby-types.d.ts)', () => {
    const sdl: string[] = [];
    const actions = { createFieldExtension: () => {}, createTypes: (types: string) => sdl.push(types) };
    (createSchemaCustomization as unknown as (args: { actions: typeof actions }) => void)({ actions });
    const generated = fs.readFileSync(path.join(repo, 'src/gatsby-types.d.ts'), 'utf8');
    // Every type but the two written by hand in schema.ts.
    const derived = (name: string) => !['MarkdownRemark', 'VectorSize'].includes(name);
    const scalar = (t: string) =>
      ['String', 'Int', 'Boolean', 'Date', 'ID'].includes(t) ? `Scalars['${t}']` : t;
    const tsType = (gql: string): string => {
      const nullable = !gql.endsWith('!');
      const inner = gql.replace(/!$/, '');
      const list = /^\[(\w+)!\]$/.exec(inner);
      const ts = list ? `ReadonlyArray<${scalar(list[1]!)}>` : scalar(inner);
      return nullable ? `Maybe<${ts}>` : ts;
    };
    let checked = 0;
    for (const [, name, node, body] of sdl
      .join('\n')
      .matchAll(/^type (\w+)( implements Node)?[^{]*\{\n([^}]*)\}/gm)) {
      if (!derived(name!)) continue;
      const block = new RegExp(`^type ${name} = (?:Node & )?\\{\\n([^}]*)\\};`, 'm').exec(generated);
      expect(block).not.toBeNull();
      const expected = body!
        .trim()
        .split('\n')
        .map((line) => /^\s*(\w+): ([^\s@]+)/.exec(line)!)
        .map(([, field, type]) => `readonly ${field}: ${tsType(type!)};`);
      const nodeFields = node
        ? [
            'readonly children: ReadonlyArray<Node>;',
            "readonly id: Scalars['ID'];",
            'readonly internal: Internal;',
            'readonly parent: Maybe<Node>;',
          ]
        : [];
      const actual = block![1]!
        .trim()
        .split('\n')
        .map((l) => l.trim());
      expect([name, ...actual.sort()]).toEqual([name, ...[...new Set([...expected, ...nodeFields])].sort()]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});
