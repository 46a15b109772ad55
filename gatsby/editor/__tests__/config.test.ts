/** @jest-environment node */
import path from 'node:path';
import { loadContent } from '../../content/check';
import { jsonTypes, markdownTypes, pageType, type Field, type Fields } from '../../content/model';
import { editorConfig } from '../config';
import type { DecapField } from '../fields';

const root = path.resolve(__dirname, '../../..');
const config = editorConfig({
  repository: 'owner/site',
  siteUrl: 'https://example.test',
  localBackendPort: 8081,
  entries: loadContent(root).entries,
});
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fieldsOf = (name: string) => (collection(name) as { fields: DecapField[] }).fields;
const byName = (fields: DecapField[], name: string) => fields.find((f) => f.name === name)!;
const accepts = (field: DecapField, value: string) => {
  const [source] = field.pattern as [string, string];
  return new RegExp(source).test(value);
};

/** Every descriptor has a Decap field of the same name, required exactly when the model says. */
function expectMirrors(model: Fields, fields: DecapField[]) {
  expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(Object.keys(model)));
  for (const [name, descriptor] of Object.entries(model) as [string, Field][]) {
    const field = byName(fields, name);
    if (descriptor.kind !== 'boolean') expect([name, field.required]).toEqual([name, !descriptor.optional]);
    if (descriptor.kind === 'object' || descriptor.kind === 'objects')
      expectMirrors(descriptor.fields, field.fields as DecapField[]);
  }
}

test('each Markdown type is a folder collection with every field of the model and a body', () => {
  for (const def of Object.values(markdownTypes)) {
    const c = collection(def.folder) as { folder: string; format: string; fields: DecapField[] };
    expect(c.folder).toBe(`content/${def.folder}`);
    expect(c.format).toBe('frontmatter');
    expectMirrors(def.fields, c.fields);
    expect(byName(c.fields, 'body').widget).toBe('markdown');
  }
  expectMirrors(pageType.fields, fieldsOf('pages'));
});

test('each JSON list is a file of the data collection, its entries with every field of the model', () => {
  const data = collection('data') as { files: { file: string; fields: DecapField[] }[] };
  for (const def of Object.values(jsonTypes)) {
    const file = data.files.find((f) => f.file === `content/data/${def.file}.json`)!;
    expect(file.fields[0]).toMatchObject({ widget: 'list', min: def.min });
    expectMirrors(def.fields, file.fields[0]!.fields as DecapField[]);
  }
});

test('lengths, patterns, ranges, choices and dates are checked before Save with a message', () => {
  const post = fieldsOf('blog');
  const title = byName(post, 'title');
  expect(accepts(title, 'x'.repeat(90))).toBe(true);
  expect(accepts(title, 'x'.repeat(91))).toBe(false);
  expect((title.pattern as string[])[1]).toBe('too long, at most 90 characters');
  expect(byName(post, 'date')).toMatchObject({
    widget: 'datetime',
    format: 'YYYY-MM-DD',
    time_format: false,
  });

  const caseFields = fieldsOf('cases');
  const background = byName(caseFields, 'background');
  expect(accepts(background, 'linear-gradient(135deg, #000 0%, #fff 100%)')).toBe(true);
  expect(accepts(background, 'red')).toBe(false);
  expect((background.pattern as string[])[1]).toMatch(/linear-gradient/);
  expect(byName(caseFields, 'year')).toMatchObject({
    widget: 'number',
    value_type: 'int',
    min: 2010,
    max: 2030,
  });
  expect(byName(caseFields, 'platforms')).toMatchObject({ widget: 'select', multiple: true, min: 1 });
  expect(byName(fieldsOf('services'), 'colorScheme')).toMatchObject({
    widget: 'select',
    options: ['light', 'dark', 'system'],
    required: false,
  });
});

test('references are relation widgets to the collection that edits their target', () => {
  expect(byName(fieldsOf('blog'), 'author')).toMatchObject({
    widget: 'relation',
    collection: 'data',
    file: 'team',
    value_field: 'items.*.slug',
    multiple: false,
  });
  expect(byName(fieldsOf('cases'), 'industry')).toMatchObject({ collection: 'industries', multiple: false });
  expect(byName(fieldsOf('cases'), 'services')).toMatchObject({
    collection: 'services',
    multiple: true,
    min: 1,
  });
  expect(byName(fieldsOf('services'), 'relatedCases')).toMatchObject({ collection: 'cases', multiple: true });
});

test('uploads land where the content keeps each kind of image, referenced as the build expects', () => {
  expect(byName(fieldsOf('blog'), 'cover')).toMatchObject({
    widget: 'image',
    media_folder: '../images/blog',
    public_folder: '../images/blog',
  });
  const features = byName(fieldsOf('cases'), 'features').fields as DecapField[];
  expect(byName(features, 'image')).toMatchObject({ media_folder: '../images/features' });
  const data = collection('data') as { files: { name: string; fields: DecapField[] }[] };
  const team = data.files.find((f) => f.name === 'team')!.fields[0]!.fields as DecapField[];
  expect(byName(team, 'photo')).toMatchObject({
    media_folder: '/static/images/team',
    public_folder: '/images/team',
  });
});

test('the deployed backend is GitHub with the editorial workflow; locally decap-server', () => {
  expect(config.backend).toEqual({
    name: 'github',
    repo: 'owner/site',
    branch: 'main',
    base_url: 'https://example.test',
    auth_endpoint: 'api/cms/auth',
  });
  expect(config.publish_mode).toBe('editorial_workflow');
  expect(config.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
  expect(config.load_config_file).toBe(false);
});

test('a list of words has one box per item, named in the singular (not one comma-separated box)', () => {
  expect(byName(fieldsOf('blog'), 'tags')).toMatchObject({
    widget: 'list',
    min: 1,
    max: 6,
    label_singular: 'Tag',
    collapsed: false,
    field: { name: 'item', label: 'Tag', widget: 'string' },
  });
  expect(byName(fieldsOf('cases'), 'stack')).toMatchObject({ label_singular: 'Stack' });
});
