/**
 * The content contract as a walkable description, for the GraphQL types (sdl.ts, schema.ts), the
 * checks (check.ts) and the editor's configuration. It is computed from the zod schemas in
 * collections.ts (describe.ts), so it cannot drift from what the checks accept.
 */
import { z } from 'zod';
import { describeFields, type Fields } from './describe.ts';
import { jsonCollections, markdownCollections, pageCollection } from './collections.ts';
import { fieldMeta } from './fields.ts';

export type { ContentTypeName } from './fields.ts';
export type { Field, Fields } from './describe.ts';
export { PLATFORMS, TESTIMONIAL_SOURCES } from './collections.ts';

export type MarkdownTypeName = keyof typeof markdownCollections;
export type JsonTypeName = keyof typeof jsonCollections;

const mapTypes = <K extends string, V, R>(types: Record<K, V>, f: (v: V) => R) =>
  Object.fromEntries(Object.entries(types).map(([k, v]) => [k, f(v as V)])) as Record<K, R>;

/** Markdown content types: one file per entry; the file name is the slug. */
export const markdownTypes: Record<MarkdownTypeName, { folder: string; fields: Fields }> = mapTypes(
  markdownCollections,
  ({ folder, schema }) => ({ folder, fields: describeFields(schema) }),
);

/** JSON content types: one file holds an array of entries (content/data/<file>.json). */
export const jsonTypes: Record<JsonTypeName, { file: string; min: number; fields: Fields }> = mapTypes(
  jsonCollections,
  ({ file, min, schema }) => ({ file, min, fields: describeFields(schema) }),
);

/** The one-off pages' front matter (content/pages): read by Gatsby as MarkdownRemark, not a type of its own. */
export const pageType: { folder: string; fields: Fields } = {
  folder: pageCollection.folder,
  fields: describeFields(pageCollection.schema),
};

export const markdownTypeByFolder: Record<string, MarkdownTypeName> = Object.fromEntries(
  Object.entries(markdownTypes).map(([name, def]) => [def.folder, name as MarkdownTypeName]),
);
export const jsonTypeByFile: Record<string, JsonTypeName> = Object.fromEntries(
  Object.entries(jsonTypes).map(([name, def]) => [def.file, name as JsonTypeName]),
);

/** A type's JSON Schema, for documentation and other tools: the field kinds of fields.ts as extra keywords. */
export function jsonSchemaOf(type: MarkdownTypeName | JsonTypeName | 'Page') {
  const { schema } =
    type === 'Page'
      ? pageCollection
      : type in markdownCollections
        ? markdownCollections[type as MarkdownTypeName]
        : jsonCollections[type as JsonTypeName];
  return z.toJSONSchema(schema, {
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const meta = fieldMeta.get(zodSchema);
      Object.assign(jsonSchema, meta, meta?.kind === 'date' && { type: 'string', format: 'date' });
    },
  });
}
