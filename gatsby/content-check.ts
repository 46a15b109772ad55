/**
 * Loads every content file from disk and checks it against the content model, outside
 * Gatsby: the content test and `npm run check:content` use it, so a writer learns about a
 * broken file in a second instead of after a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  formatProblems,
  jsonTypes,
  markdownTypes,
  validateFields,
  type ContentTypeName,
  type JsonTypeName,
  type MarkdownTypeName,
  type Reference,
} from './content-model.ts';
import { routeForMarkdown } from './routes.ts';

export interface ContentEntry {
  type: ContentTypeName;
  slug: string;
  /** Path relative to the repository root, for messages. */
  file: string;
  data: Record<string, unknown>;
  body: string;
  /** The page this entry becomes, if any. */
  route?: string;
}

export interface ContentReport {
  entries: ContentEntry[];
  errors: string[];
}

const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
        const full = path.join(dir, d.name);
        return d.isDirectory() ? walk(full) : [full];
      })
    : [];

export function loadContent(root: string): ContentReport {
  const entries: ContentEntry[] = [];
  const errors: string[] = [];
  const refsByFile: { file: string; refs: Reference[] }[] = [];
  const rel = (p: string) => path.relative(root, p);

  for (const [type, def] of Object.entries(markdownTypes) as [MarkdownTypeName, { folder: string }][]) {
    const folder = path.join(root, 'content', def.folder);
    for (const file of walk(folder).filter((f) => f.endsWith('.md'))) {
      const { data, content } = matter(fs.readFileSync(file, 'utf8'));
      const { problems, refs } = validateFields(data, markdownTypes[type].fields);
      // Files referenced relative to the Markdown file must exist.
      for (const [key, value] of fileFields(data, markdownTypes[type].fields)) {
        if (!fs.existsSync(path.resolve(path.dirname(file), value)))
          problems.push({ field: key, message: `points to a missing file: ${value}` });
      }
      const relativeToFolder = path.relative(folder, file);
      const { slug, route } = routeForMarkdown(type, relativeToFolder);
      if (problems.length) errors.push(formatProblems(rel(file), problems));
      refsByFile.push({ file: rel(file), refs });
      entries.push({ type, slug, file: rel(file), data, body: content, route });
    }
  }

  for (const [type, def] of Object.entries(jsonTypes) as [JsonTypeName, (typeof jsonTypes)[JsonTypeName]][]) {
    const file = path.join(root, 'content', 'data', `${def.file}.json`);
    if (!fs.existsSync(file)) {
      errors.push(`${rel(file)}: the file is missing`);
      continue;
    }
    let list: unknown;
    try {
      list = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      errors.push(`${rel(file)}: is not valid JSON (${(e as Error).message})`);
      continue;
    }
    if (!Array.isArray(list) || list.length < def.min) {
      errors.push(`${rel(file)}: must be a list of at least ${def.min} entries`);
      continue;
    }
    list.forEach((item: Record<string, unknown>, i) => {
      const { problems, refs } = validateFields(item, def.fields, `[${i}].`);
      for (const [key, value] of assetFields(item, def.fields)) {
        if (!fs.existsSync(path.join(root, 'static', value)))
          problems.push({ field: `[${i}].${key}`, message: `points to a missing file: static${value}` });
      }
      if (problems.length) errors.push(formatProblems(rel(file), problems));
      refsByFile.push({ file: rel(file), refs });
      const slug = typeof item.slug === 'string' ? item.slug : String(i);
      entries.push({ type, slug, file: rel(file), data: item, body: '' });
    });
  }

  // Duplicate slugs (and case orders) would make two pages claim one URL or position.
  const seen = new Map<string, string>();
  for (const e of entries) {
    const key = `${e.type}:${e.slug.toLowerCase()}`;
    const other = seen.get(key);
    if (other) errors.push(`${e.file}: "slug" ${e.slug} is already used by ${other}`);
    else seen.set(key, e.file);
  }
  const orders = new Map<number, string>();
  for (const e of entries.filter((x) => x.type === 'CaseStudy')) {
    const order = e.data.order as number;
    const other = orders.get(order);
    if (other) errors.push(`${e.file}: "order" ${order} is already used by ${other}`);
    else orders.set(order, e.file);
  }

  const slugs = new Set(entries.map((e) => `${e.type}:${e.slug}`));
  for (const { file, refs } of refsByFile) {
    for (const ref of refs) {
      if (!slugs.has(`${ref.to}:${ref.slug}`))
        errors.push(`${file}: "${ref.field}" refers to an unknown ${ref.to} "${ref.slug}"`);
    }
  }
  return { entries, errors };
}

function* fileFields(
  data: Record<string, unknown>,
  fields: Record<string, { kind: string; fields?: unknown }>,
  prefix = '',
): Generator<[string, string]> {
  for (const [key, field] of Object.entries(fields)) {
    const value = data?.[key];
    if (field.kind === 'file' && typeof value === 'string') yield [prefix + key, value];
    if (field.kind === 'objects' && Array.isArray(value))
      for (const [i, item] of value.entries())
        yield* fileFields(item, field.fields as typeof fields, `${prefix}${key}[${i}].`);
    if (field.kind === 'object' && value && typeof value === 'object')
      yield* fileFields(value as Record<string, unknown>, field.fields as typeof fields, `${prefix}${key}.`);
  }
}

function* assetFields(
  data: Record<string, unknown>,
  fields: Record<string, { kind: string }>,
): Generator<[string, string]> {
  for (const [key, field] of Object.entries(fields)) {
    const value = data[key];
    if (field.kind === 'asset' && typeof value === 'string') yield [key, value];
  }
}
