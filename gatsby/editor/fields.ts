import type { ContentTypeName, Field, Fields } from '../content/model.ts';

/**
 * One content-model Field descriptor (gatsby/content/model.ts) as a Decap CMS field. Every limit the
 * build checks is checked by the editor before Save, with the model's own hint as the message:
 * required unless `optional`, string lengths and patterns (Decap's `pattern: [regex, message]`),
 * int ranges (`min`/`max`), list lengths, choices as selects and slugs as relation widgets.
 */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  [option: string]: unknown;
}

/** Where each referenced type is edited, and which of its values a reference stores. */
export interface RelationTarget {
  collection: string;
  file?: string;
  value_field: string;
  search_fields: string[];
  display_fields: string[];
}

export type RelationTargets = Partial<Record<ContentTypeName, RelationTarget>>;

/** What a field needs beyond its descriptor: the relation targets and the image folders. */
export interface FieldContext {
  relations: RelationTargets;
  /** Upload folder per image field, keyed `<type>.<dotted path>` (see media-folders.ts). */
  folders: Record<string, string>;
  /** `<type>.` then the dotted path of the enclosing objects. */
  at: string;
}

// Fields longer than this get a multi-line box.
const LONG_TEXT = 200;

/** "Tags" → "Tag", "Technologies" → "Technology"; "Stack" stays. */
const singular = (label: string) => label.replace(/ies$/, 'y').replace(/s$/, '');

/** "coverAlt" → "Cover alt", "seoTitle" → "Seo title". */
export const labelOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_m, c: string) => ` ${c.toLowerCase()}`);

/**
 * A pattern as Decap runs it (`new RegExp(source)`), with a length limit folded in, and its message
 * as Decap shows it at the field: "Title didn't match the pattern: too long, at most 90 characters."
 */
function stringPattern(field: Extract<Field, { kind: 'string' }>): [string, string] | undefined {
  const length = field.max === undefined ? '' : `(?=[\\s\\S]{0,${field.max}}$)`;
  if (field.pattern) {
    const body = field.pattern.source.replace(/^\^/, '').replace(/\$$/, '');
    const limit = field.max === undefined ? '' : ` (at most ${field.max} characters)`;
    return [
      `^${length}(?:${body})$`,
      `Write ${field.hint ?? `text matching ${field.pattern.source}`}${limit}.`,
    ];
  }
  if (field.max !== undefined) return [`^${length}[\\s\\S]*$`, `too long, at most ${field.max} characters`];
  return undefined;
}

const listLimits = (min?: number, max?: number) => ({
  ...(min !== undefined && { min }),
  ...(max !== undefined && { max }),
});

/** Decap's field-level media folders: relative ones are relative to the entry's file. */
function mediaFolders(folder: string | undefined, asset: boolean) {
  if (!folder) return {};
  return asset
    ? { media_folder: `/static${folder}`, public_folder: folder }
    : { media_folder: folder, public_folder: folder };
}

export function decapField(name: string, field: Field, context: FieldContext): DecapField {
  const base = { name, label: labelOf(name), required: !field.optional };
  switch (field.kind) {
    case 'string': {
      const pattern = stringPattern(field);
      return {
        ...base,
        widget: (field.max ?? 0) > LONG_TEXT ? 'text' : 'string',
        ...(pattern && { pattern }),
        ...(field.max !== undefined && { hint: `Up to ${field.max} characters.` }),
      };
    }
    case 'int':
      return { ...base, widget: 'number', value_type: 'int', min: field.min, max: field.max, step: 1 };
    case 'boolean':
      // An unticked box is simply left out of the file, as the model allows for optional flags.
      return { ...base, widget: 'boolean', required: false, default: false };
    case 'date':
      // A picker can only give a day that exists; stored as the files have it: YYYY-MM-DD, no time.
      return {
        ...base,
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        picker_utc: true,
      };
    case 'strings':
      if (field.oneOf)
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: [...field.oneOf],
          ...listLimits(field.min, field.max),
        };
      // One box per item, added with its button. Decap's other list, one box of comma-separated
      // items, lost the comma and space of "Process, Design" as a writer typed them: one tag.
      return {
        ...base,
        widget: 'list',
        allow_add: true,
        // Open boxes: folded, each item shows only its label ("Stack"), not its value.
        collapsed: false,
        label_singular: singular(base.label),
        field: { name: 'item', label: singular(base.label), widget: 'string' },
        ...listLimits(field.min, field.max),
      };
    case 'enum':
      return { ...base, widget: 'select', options: [...field.values] };
    case 'file':
    case 'asset':
      // A file: stored relative to the Markdown file; an asset: a URL path of a file under static/.
      return {
        ...base,
        widget: 'image',
        choose_url: false,
        ...mediaFolders(context.folders[`${context.at}${name}`], field.kind === 'asset'),
      };
    case 'ref': {
      const target = context.relations[field.to];
      if (!target) throw new Error(`No collection edits ${field.to}, which ${context.at}${name} refers to`);
      return {
        ...base,
        widget: 'relation',
        ...target,
        multiple: Boolean(field.list),
        ...(field.list && listLimits(field.min)),
        options_length: 100,
      };
    }
    case 'object':
      return {
        ...base,
        widget: 'object',
        collapsed: false,
        fields: decapFields(field.fields, inner(context, name)),
      };
    case 'objects':
      return {
        ...base,
        widget: 'list',
        fields: decapFields(field.fields, inner(context, name)),
        ...listLimits(field.min, field.max),
        // Items are named by their first field in the collapsed list.
        summary: `{{fields.${Object.keys(field.fields)[0]}}}`,
      };
  }
}

const inner = (context: FieldContext, name: string): FieldContext => ({
  ...context,
  at: `${context.at}${name}.`,
});

export const decapFields = (fields: Fields, context: FieldContext): DecapField[] =>
  Object.entries(fields).map(([name, field]) => decapField(name, field, context));
