/**
 * Reads a zod schema of collections.ts back as field descriptors (model.ts): its type, optional
 * wrapper and checks from zod's definition, and what zod has no word for from `fieldMeta`.
 */
import { z } from 'zod';
import { fieldMeta, type ContentTypeName } from './fields.ts';

/** A field as the model describes it: made here, read through model.ts (no import back, no circle). */
export type Field = (
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
    }
) & {
  /** What the field is for, when its name does not say (from the schema's `.describe()`). */
  description?: string;
};

export type Fields = Record<string, Field>;

type Check = { check: string; value?: number; minimum?: number; maximum?: number; pattern?: RegExp };

const checksOf = (schema: z.ZodType): Check[] =>
  (schema._zod.def.checks ?? []).map((c) => c._zod.def as unknown as Check);

/** The limits a schema's checks set: length or size for strings and lists, value for numbers. */
function bounds(schema: z.ZodType): { min?: number; max?: number; pattern?: RegExp } {
  const out: { min?: number; max?: number; pattern?: RegExp } = {};
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') out.min = c.minimum;
    if (c.check === 'max_length') out.max = c.maximum;
    if (c.check === 'greater_than') out.min = c.value;
    if (c.check === 'less_than') out.max = c.value;
    if (c.check === 'string_format' && c.pattern) out.pattern = c.pattern;
  }
  return out;
}

export function describeField(field: z.ZodType): Field {
  const optional = field instanceof z.ZodOptional;
  const schema = (optional ? field.unwrap() : field) as z.ZodType;
  const description = field.description ?? schema.description;
  const meta = fieldMeta.get(schema) ?? {};
  const common = { ...(optional && { optional: true }), ...(description && { description }) };
  const { min, max, pattern } = bounds(schema);
  const sizes = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };

  if (schema instanceof z.ZodString) {
    if (meta.kind === 'file' || meta.kind === 'asset') return { kind: meta.kind, ...common };
    if (meta.kind === 'ref') return { kind: 'ref', to: meta.to!, ...common };
    return {
      kind: 'string',
      ...common,
      ...(max !== undefined && { max }),
      ...(pattern && { pattern }),
      ...(meta.hint && { hint: meta.hint }),
    };
  }
  if (schema instanceof z.ZodNumber) return { kind: 'int', min: min!, max: max!, ...common };
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean', ...common };
  if (schema instanceof z.ZodCustom && meta.kind === 'date') return { kind: 'date', ...common };
  if (schema instanceof z.ZodEnum) return { kind: 'enum', values: schema.options as string[], ...common };
  if (schema instanceof z.ZodObject)
    return { kind: 'object', name: meta.name!, fields: describeFields(schema), ...common };
  if (schema instanceof z.ZodArray) {
    const item = schema.element as z.ZodType;
    const itemMeta = fieldMeta.get(item) ?? {};
    if (itemMeta.kind === 'ref') return { kind: 'ref', to: itemMeta.to!, list: true, ...common, ...sizes };
    if (item instanceof z.ZodEnum)
      return { kind: 'strings', ...common, ...sizes, oneOf: item.options as string[] };
    if (item instanceof z.ZodString) return { kind: 'strings', ...common, ...sizes };
    if (item instanceof z.ZodObject)
      return {
        kind: 'objects',
        name: itemMeta.name!,
        fields: describeFields(item),
        ...common,
        ...sizes,
        ...(meta.unique && { unique: meta.unique }),
      };
  }
  throw new Error(`describe.ts: no field kind for a zod ${schema._zod.def.type}`);
}

const described = new WeakMap<z.ZodObject, Fields>();

/** The descriptors of an object's fields, in the order the schema lists them. */
export function describeFields(schema: z.ZodObject): Fields {
  if (!described.has(schema))
    described.set(
      schema,
      Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]) => [key, describeField(field as z.ZodType)]),
      ),
    );
  return described.get(schema)!;
}
