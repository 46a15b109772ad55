/**
 * Checks one content entry against its zod schema (collections.ts) and says what is wrong in the
 * writer's words, naming the field: `"results[1].label" is 81 characters; the limit is 80`.
 */
import type { z } from 'zod';
import { describeFields } from './describe.ts';
import type { ContentTypeName, Fields } from './model.ts';

export interface Problem {
  field: string;
  message: string;
}

export interface Reference {
  field: string;
  to: ContentTypeName;
  slug: string;
}

/** zod's messages where a field's own limits are not needed; fields.ts writes the others. */
const generic: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type')
    return {
      string: 'must be text',
      boolean: 'must be true or false',
      array: 'must be a list',
      object: 'must be an object',
    }[issue.expected as string];
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `is ${(issue.input as string).length} characters; the limit is ${issue.maximum}`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.join(', ')}`;
  return undefined;
};

/** A blank value (an empty `seoTitle:` in YAML) is a field left out, as it is to a writer. */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? withoutBlanks(v) : v));
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, withoutBlanks(v)]),
  );
}

/** `results[1].label`; a JSON entry's prefix is `[3].`. */
const pathOf = (prefix: string, path: readonly PropertyKey[]) =>
  (
    prefix.replace(/\.$/, '') + path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')
  ).replace(/^\./, '');

function problemsOf(issue: z.core.$ZodIssue, prefix: string): Problem[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({
      field: pathOf(prefix, [...issue.path, key]),
      message: 'is not a known field (check the spelling)',
    }));
  const field = pathOf(prefix, issue.path);
  if ('input' in issue && issue.input === undefined) return [{ field, message: 'is required' }];
  const sameAs = issue.code === 'custom' ? (issue.params?.sameAs as number | undefined) : undefined;
  if (sameAs !== undefined) {
    const other = [...issue.path];
    other[other.length - 2] = sameAs;
    return [{ field, message: `is the same as ${pathOf(prefix, other)}; ${issue.message}` }];
  }
  return [{ field, message: issue.message }];
}

/** Every slug, relative file and static/ path an entry names, with its field's path and kind. */
export function* linksOf(
  data: unknown,
  fields: Fields,
  prefix = '',
): Generator<{ field: string; kind: 'file' | 'asset' | 'ref'; to?: ContentTypeName; value: string }> {
  if (!data || typeof data !== 'object') return;
  for (const [key, def] of Object.entries(fields)) {
    const value = (data as Record<string, unknown>)[key];
    const at = prefix + key;
    if (def.kind === 'object') yield* linksOf(value, def.fields, `${at}.`);
    if (!Array.isArray(value)) {
      if (
        typeof value === 'string' &&
        value &&
        (def.kind === 'file' || def.kind === 'asset' || def.kind === 'ref')
      )
        yield { field: at, kind: def.kind, to: def.kind === 'ref' ? def.to : undefined, value };
      continue;
    }
    for (const [i, item] of value.entries()) {
      if (def.kind === 'objects') yield* linksOf(item, def.fields, `${at}[${i}].`);
      if (def.kind === 'ref' && typeof item === 'string' && item)
        yield { field: `${at}[${i}]`, kind: 'ref', to: def.to, value: item };
    }
  }
}

/** Checks one entry against its schema. Returns the problems and the entries it names by slug. */
export function validateFields(
  data: Record<string, unknown>,
  schema: z.ZodObject,
  prefix = '',
): { problems: Problem[]; refs: Reference[] } {
  const result = schema.safeParse(withoutBlanks(data), { reportInput: true, error: generic });
  // A misspelt field first: its "is required" twin follows from it.
  const issues = result.success
    ? []
    : result.error.issues.toSorted(
        (a, b) => +(b.code === 'unrecognized_keys') - +(a.code === 'unrecognized_keys'),
      );
  const problems = issues.flatMap((issue) => problemsOf(issue, prefix));
  const refs = [...linksOf(data, describeFields(schema), prefix)].flatMap((link) =>
    link.kind === 'ref' ? [{ field: link.field, to: link.to!, slug: link.value }] : [],
  );
  return { problems, refs };
}

export const formatProblems = (file: string, problems: Problem[]) =>
  problems.map((p) => `${file}: "${p.field}" ${p.message}`).join('\n');
