/**
 * Reads a zod schema of collections.ts back as field descriptors (model.ts): its type, optional
 * wrapper and checks from zod's definition, and what zod has no word for from `fieldMeta`.
 */
import { z } from 'zod';
import { fieldMeta } from './fields.ts';
import type { Field, Fields } from './model.ts';

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
