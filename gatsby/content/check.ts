/**
 * Loads every content file from disk and checks it against its schema (collections.ts), outside
 * Gatsby: the content test and `npm run check:content` use it, so a writer learns about a
 * broken file in a second instead of after a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { FrontMatterError, parseFrontMatter } from './front-matter.ts';
import { BODY_IMAGE, bodyLineOffset, bodyRefs } from './body.ts';
import { jsonCollections, markdownCollections, pageCollection } from './collections.ts';
import {
  jsonTypes,
  markdownTypes,
  pageType,
  type ContentTypeName,
  type Fields,
  type JsonTypeName,
  type MarkdownTypeName,
} from './model.ts';
import { formatProblems, linksOf, validateFields, type Problem, type Reference } from './validate.ts';
import { routeForMarkdown } from './routes.ts';
import {
  DOCUMENT_TITLE_MAX,
  documentTitle,
  pageTitle,
  type TitledType,
} from '@fernhill/content-rules/page-title';

export interface ContentEntry {
  type: ContentTypeName;
  slug: string;
  /** Path relative to the repository root, for messages. */
  file: string;
  data: Record<string, unknown>;
  body: string;
  /** The page this entry becomes, if any. */
  route?: string;
  /** The entries it names by slug (relatedCases, industry, author…). */
  refs?: Reference[];
}

export interface ContentReport {
  entries: ContentEntry[];
  /** Every problem, one line each, starting with the file it is in. */
  errors: string[];
  /** The files those problems are in: `gatsby develop` leaves their pages out and shows why. */
  badFiles: Set<string>;
}

const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
        const full = path.join(dir, d.name);
        return d.isDirectory() ? walk(full) : [full];
      })
    : [];

function readMarkdown(text: string): { data: Record<string, unknown>; content: string } | { error: string } {
  try {
    const { data, content } = matter(text, { engines: { yaml: parseFrontMatter } });
    return { data, content };
  } catch (e) {
    if (e instanceof FrontMatterError) return { error: `:${e.line}: ${e.problem}` };
    throw e;
  }
}

/** A blog post's URL is its file name: lowercase words joined by "-". */
const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function loadContent(root: string): ContentReport {
  const entries: ContentEntry[] = [];
  const errors: string[] = [];
  const refsByFile: { file: string; refs: Reference[] }[] = [];
  const rel = (p: string) => path.relative(root, p);

  for (const [type, def] of Object.entries(markdownTypes) as [
    MarkdownTypeName,
    (typeof markdownTypes)[MarkdownTypeName],
  ][]) {
    const folder = path.join(root, 'content', def.folder);
    for (const file of walk(folder).filter((f) => f.endsWith('.md'))) {
      const text = fs.readFileSync(file, 'utf8');
      const relativeToFolder = path.relative(folder, file);
      const { slug, route } = routeForMarkdown(type, relativeToFolder);
      const parsed = readMarkdown(text);
      if ('error' in parsed) {
        errors.push(rel(file) + parsed.error);
        entries.push({ type, slug, file: rel(file), data: {}, body: '', route });
        continue;
      }
      const { data, content } = parsed;
      const { problems, refs } = validateFields(data, markdownCollections[type].schema);
      problems.push(...missingFiles(file, data, def.fields));
      if (type === 'BlogPost' && !POST_SLUG.test(slug))
        problems.push({
          field: 'file name',
          message: `must be lowercase words joined by "-" (it is the URL): rename it ${slug
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}.md`,
        });
      if (problems.length) errors.push(formatProblems(rel(file), problems));
      errors.push(...bodyProblems(file, rel(file), text, content));
      refsByFile.push({ file: rel(file), refs });
      entries.push({ type, slug, file: rel(file), data, body: content, route, refs });
    }
  }

  // One-off pages (About, Privacy, the list intros): their front matter and body, no entry of their own.
  for (const file of walk(path.join(root, 'content', pageType.folder)).filter((f) => f.endsWith('.md'))) {
    const text = fs.readFileSync(file, 'utf8');
    const parsed = readMarkdown(text);
    if ('error' in parsed) {
      errors.push(rel(file) + parsed.error);
      continue;
    }
    const { problems } = validateFields(parsed.data, pageCollection.schema);
    if (problems.length) errors.push(formatProblems(rel(file), problems));
    errors.push(...bodyProblems(file, rel(file), text, parsed.content));
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
      const { problems, refs } = validateFields(item, jsonCollections[type].schema, `[${i}].`);
      for (const link of linksOf(item, def.fields, `[${i}].`))
        if (link.kind === 'asset' && !fs.existsSync(path.join(root, 'static', link.value)))
          problems.push({ field: link.field, message: `points to a missing file: static${link.value}` });
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

  errors.push(...credibilityProblems(entries, siteName(root)));

  const bySlug = new Map(entries.map((e) => [`${e.type}:${e.slug}`, e]));
  for (const { file, refs } of refsByFile) {
    const from = entries.find((e) => e.file === file);
    for (const ref of refs) {
      const to = bySlug.get(`${ref.to}:${ref.slug}`);
      if (!to) errors.push(`${file}: "${ref.field}" refers to an unknown ${ref.to} "${ref.slug}"`);
      // A published page that lists a draft would link to a page production leaves out.
      else if (to.data.draft === true && from?.data.draft !== true)
        errors.push(
          `${file}: "${ref.field}" names ${ref.slug}, a draft (${to.file}): remove it here, or publish it first`,
        );
    }
  }
  const badFiles = new Set(errors.map((e) => /^[^:( ]+/.exec(e)![0]));
  return { entries, errors, badFiles };
}

/** Images and links in a body: an image must exist, be a picture and say what it shows. */
function bodyProblems(file: string, relFile: string, text: string, body: string): string[] {
  const problems: string[] = [];
  for (const ref of bodyRefs(body, bodyLineOffset(text, body))) {
    const at = `${relFile}:${ref.line}:`;
    if (PLACEHOLDER_URL.test(ref.url)) problems.push(`${at} links to a placeholder domain (${ref.url})`);
    if (ref.kind !== 'image') continue;
    if (!ref.text.trim())
      problems.push(`${at} the image ${ref.url} has no alt text: write what it shows, ![What it shows](…)`);
    if (/^[a-z]+:|^\//i.test(ref.url)) {
      problems.push(
        `${at} the image ${ref.url} must be a file in content/images, written relative to this file (../images/…)`,
      );
      continue;
    }
    if (!BODY_IMAGE.test(ref.url))
      problems.push(`${at} the image ${ref.url} must be a PNG, JPEG, WebP, AVIF or SVG file`);
    else if (!fs.existsSync(path.resolve(path.dirname(file), decodeURI(ref.url))))
      problems.push(`${at} the image ${ref.url} is missing (paths are relative to the Markdown file)`);
  }
  return problems;
}

/** Files a Markdown entry names relative to itself must exist. */
const missingFiles = (file: string, data: Record<string, unknown>, fields: Fields): Problem[] =>
  [...linksOf(data, fields)]
    .filter((link) => link.kind === 'file' && !fs.existsSync(path.resolve(path.dirname(file), link.value)))
    .map((link) => ({ field: link.field, message: `points to a missing file: ${link.value}` }));

const siteName = (root: string): string =>
  (JSON.parse(fs.readFileSync(path.join(root, 'content', 'site.json'), 'utf8')) as { name: string }).name;

const TITLED: readonly string[] = ['CaseStudy', 'ServicePage', 'Industry', 'BlogPost'] satisfies TitledType[];
const PLACEHOLDER_URL = /\bhttps?:\/\/(?:[\w-]+\.)*example\.(?:com|org|net)\b/i;

function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${at}[${i}]`);
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [k, v] of Object.entries(value)) yield* strings(v, at ? `${at}.${k}` : k);
}

/**
 * Mistakes a careful buyer would catch and a machine can: a client quote signed by one of our own
 * people, a placeholder link (example.com), a title that search results would cut off.
 */
export function credibilityProblems(entries: readonly ContentEntry[], site: string): string[] {
  const problems: string[] = [];
  const team = new Map(
    entries
      .filter((e) => e.type === 'TeamMember')
      .map((e) => [String(e.data.name).trim().toLowerCase(), e.file]),
  );
  const signed = (e: ContentEntry): [string, unknown][] =>
    e.type === 'Testimonial'
      ? [['name', e.data.name]]
      : e.type === 'CaseStudy' && e.data.testimonial && typeof e.data.testimonial === 'object'
        ? [['testimonial.name', (e.data.testimonial as Record<string, unknown>).name]]
        : [];
  for (const e of entries) {
    const where =
      e.type === 'Testimonial' || e.type === 'ClientLogo' ? `${e.file} (entry ${e.slug})` : e.file;
    for (const [field, name] of signed(e)) {
      const teamFile = typeof name === 'string' ? team.get(name.trim().toLowerCase()) : undefined;
      if (teamFile)
        problems.push(
          `${where}: "${field}" ${String(name)} is on our own team (${teamFile}); a client quote must be signed by the client`,
        );
    }
    for (const [field, text] of strings(e.data, ''))
      if (PLACEHOLDER_URL.test(text))
        problems.push(`${where}: "${field}" links to a placeholder domain (${text})`);
    if (TITLED.includes(e.type)) {
      const title = documentTitle(
        pageTitle(e.type as TitledType, e.data as { title: string; seoTitle?: string }),
        site,
      );
      if (title.length > DOCUMENT_TITLE_MAX)
        problems.push(
          `${e.file}: the page title "${title}" is ${title.length} characters; search results show about ${DOCUMENT_TITLE_MAX}. Add a shorter "seoTitle"`,
        );
    }
  }
  return problems;
}
