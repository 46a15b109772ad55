import path from 'node:path';
import type { ContentEntry } from '../content/check.ts';
import { jsonTypes, markdownTypes, pageType, type ContentTypeName, type Fields } from '../content/model.ts';
import { decapFields, labelOf, type DecapField, type RelationTargets } from './fields.ts';
import { imageFolders } from './media-folders.ts';
import { JSON_LIST_FIELD, JSON_LIST_FORMAT } from './json-list.ts';

/**
 * The Decap CMS configuration, generated at build from the content model: one collection per
 * Markdown type (content/<folder>), the one-off pages, and the JSON lists of content/data as one
 * collection of files. Nothing here lists a field: a field added to the model appears in the editor.
 */
export interface EditorOptions {
  /** GitHub owner/name the deployed editor commits to (package.json `repository`). */
  repository: string;
  /** The site's origin (content/site.json `siteUrl`): the OAuth endpoint is under it. */
  siteUrl: string;
  /** Where `npm run cms` runs decap-server. */
  localBackendPort: number;
  /** Every content entry, for the image folders each field already uses. */
  entries: readonly ContentEntry[];
}

const DATA_COLLECTION = 'data';

/** The field that names an entry of `fields` in lists: its title, name or label, as a string. */
const nameField = (fields: Fields) =>
  ['title', 'name', 'label'].find((key) => fields[key]?.kind === 'string') ?? Object.keys(fields)[0]!;

// How each type is referred to from another (a slug): the field the reference stores.
function relationTargets(): RelationTargets {
  const targets: RelationTargets = {};
  for (const [type, def] of Object.entries(markdownTypes))
    targets[type as ContentTypeName] = {
      collection: def.folder,
      // The slug is the file name ({{slug}} would include a service's group folder).
      value_field: '{{filename}}',
      search_fields: ['title'],
      display_fields: ['title'],
    };
  for (const [type, def] of Object.entries(jsonTypes)) {
    const key = 'slug' in def.fields ? 'slug' : nameField(def.fields);
    const label = nameField(def.fields);
    targets[type as ContentTypeName] = {
      collection: DATA_COLLECTION,
      file: def.file,
      value_field: `${JSON_LIST_FIELD}.*.${key}`,
      search_fields: [`${JSON_LIST_FIELD}.*.${label}`],
      display_fields: [`${JSON_LIST_FIELD}.*.${label}`],
    };
  }
  return targets;
}

const body: DecapField = { name: 'body', label: 'Body', widget: 'markdown', required: true };

/** Labels for the collections' lists: the type's name in words ("CaseStudy" → "Case studies"). */
const plural = (type: string) => {
  const words = labelOf(type);
  return words.endsWith('y') ? `${words.slice(0, -1)}ies` : `${words}s`;
};

export function editorConfig(options: EditorOptions) {
  const relations = relationTargets();
  const markdownCollection = (type: string, folder: string, fields: Fields, extra: object) => {
    const folders = imageFolders(
      options.entries,
      type as ContentTypeName,
      fields,
      // Relative paths are written from a file directly in the folder (a service group's own
      // pages, one level down, keep what they have; new ones are made at the top).
      (entry) => path.posix.dirname(entry.file) === `content/${folder}`,
    );
    // The body's images go where the type's first image field keeps its own (blog covers, case covers).
    const own = Object.entries(folders)[0]?.[1];
    return {
      name: folder,
      ...(own && { media_folder: own, public_folder: own }),
      label: plural(type),
      label_singular: labelOf(type),
      folder: `content/${folder}`,
      extension: 'md',
      format: 'frontmatter',
      // The file name is the slug, as content/README.md describes.
      slug: '{{slug}}',
      identifier_field: 'title',
      summary: '{{title}}',
      fields: [...decapFields(fields, { relations, folders, at: `${type}.` }), body],
      ...extra,
    };
  };

  const collections = [
    ...Object.entries(markdownTypes).map(([type, def]) =>
      markdownCollection(type, def.folder, def.fields, {
        create: true,
        // Service groups keep their pages in a folder of their own (services/Engineering/…).
        ...(def.folder === 'services' && { nested: { depth: 3, summary: '{{title}}' } }),
      }),
    ),
    markdownCollection('Page', pageType.folder, pageType.fields, { create: false, label: 'Pages' }),
    {
      name: DATA_COLLECTION,
      label: 'Lists',
      format: JSON_LIST_FORMAT,
      extension: 'json',
      files: Object.entries(jsonTypes).map(([type, def]) => ({
        name: def.file,
        label: plural(type),
        file: `content/data/${def.file}.json`,
        fields: [
          {
            name: JSON_LIST_FIELD,
            label: plural(type),
            widget: 'list',
            min: def.min,
            summary: `{{fields.${nameField(def.fields)}}}`,
            fields: decapFields(def.fields, {
              relations,
              folders: imageFolders(options.entries, type as ContentTypeName, def.fields),
              at: `${type}.`,
            }),
          },
        ],
      })),
    },
  ];

  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: options.repository,
      branch: 'main',
      base_url: options.siteUrl,
      auth_endpoint: 'api/cms/auth',
    },
    // Each draft is a branch and a pull request; the pull-request workflow previews and tests it.
    publish_mode: 'editorial_workflow',
    // Used by Decap only when the editor is opened on localhost (`npm run cms`).
    local_backend: { url: `http://localhost:${options.localBackendPort}/api/v1` },
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo_url: '/favicon.svg',
    // JSON lists refer to small files under static/ by URL path; Markdown fields set their own.
    media_folder: 'static/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  };
}

export type EditorConfig = ReturnType<typeof editorConfig>;
