/** Checks a content entry against its fields in the model (model.ts), naming file and field. */
import type { Fields, ContentTypeName } from './model.ts';

export interface Problem {
  field: string;
  message: string;
}

export interface Reference {
  field: string;
  to: ContentTypeName;
  slug: string;
}

/**
 * A day that exists: 2026-02-28, not 2026-02-30 or 2026-13-01 (which JavaScript's Date would roll
 * over into the next month or year). A Date object (a parser's reading) is taken as it is.
 */
export function isCalendarDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z)?$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** Checks one entry against its fields. Returns problems and the references it makes. */
export function validateFields(
  data: Record<string, unknown>,
  fields: Fields,
  prefix = '',
): { problems: Problem[]; refs: Reference[] } {
  const problems: Problem[] = [];
  const refs: Reference[] = [];
  const say = (field: string, message: string) => problems.push({ field, message });

  for (const key of Object.keys(data)) {
    if (!(key in fields)) say(prefix + key, 'is not a known field (check the spelling)');
  }
  for (const [key, field] of Object.entries(fields)) {
    const path = prefix + key;
    const value = data[key];
    if (isBlank(value)) {
      if (!field.optional) say(path, 'is required');
      continue;
    }
    switch (field.kind) {
      case 'string':
      case 'asset':
      case 'file': {
        if (typeof value !== 'string') {
          say(path, 'must be text');
          break;
        }
        if (field.kind === 'asset' && !/^\/[\w\-/.]+\.(svg|png|jpg|webp)$/.test(value))
          say(path, 'must be a path under static/, such as /images/team/ana.svg');
        if (field.kind === 'string' && field.max && value.length > field.max)
          say(path, `is ${value.length} characters; the limit is ${field.max}`);
        if (field.kind === 'string' && field.pattern && !field.pattern.test(value))
          say(path, `must be ${field.hint ?? field.pattern.source}`);
        break;
      }
      case 'boolean':
        if (typeof value !== 'boolean') say(path, 'must be true or false');
        break;
      case 'int':
        if (!Number.isInteger(value) || (value as number) < field.min || (value as number) > field.max)
          say(path, `must be a whole number from ${field.min} to ${field.max}`);
        break;
      case 'date':
        if (!isCalendarDate(value))
          say(path, `must be a real date written YYYY-MM-DD, such as 2026-03-14 (found ${String(value)})`);
        break;
      case 'enum':
        if (!field.values.includes(value as string)) say(path, `must be one of ${field.values.join(', ')}`);
        break;
      case 'strings':
      case 'ref':
      case 'objects': {
        const isList = field.kind !== 'ref' || field.list;
        if (!isList) {
          if (typeof value !== 'string') say(path, 'must be the slug of one entry');
          else refs.push({ field: path, to: (field as { to: ContentTypeName }).to, slug: value });
          break;
        }
        if (!Array.isArray(value)) {
          say(path, 'must be a list');
          break;
        }
        const { min = 0, max = Infinity } = field as { min?: number; max?: number };
        if (value.length < min || value.length > max)
          say(
            path,
            `needs ${max === Infinity ? `at least ${min}` : `${min} to ${max}`} items, found ${value.length}`,
          );
        value.forEach((item, i) => {
          const itemPath = `${path}[${i}]`;
          if (field.kind === 'objects') {
            if (typeof item !== 'object' || item === null) say(itemPath, 'must be an object');
            else {
              const inner = validateFields(item as Record<string, unknown>, field.fields, `${itemPath}.`);
              problems.push(...inner.problems);
              refs.push(...inner.refs);
            }
          } else if (typeof item !== 'string' || item === '') say(itemPath, 'must be text');
          else if (field.kind === 'strings' && field.oneOf && !field.oneOf.includes(item))
            say(itemPath, `must be one of ${field.oneOf.join(', ')}`);
          else if (field.kind === 'ref') refs.push({ field: itemPath, to: field.to, slug: item });
        });
        if (field.kind === 'objects' && field.unique) {
          const key = field.unique;
          const first = new Map<unknown, number>();
          value.forEach((item: Record<string, unknown> | null, i) => {
            const name = item?.[key];
            const earlier = first.get(name);
            if (typeof name === 'string' && earlier !== undefined)
              say(
                `${path}[${i}].${key}`,
                `is the same as ${path}[${earlier}].${key}; each ${key} must be different`,
              );
            else first.set(name, i);
          });
        }
        break;
      }
      case 'object': {
        if (typeof value !== 'object' || Array.isArray(value)) {
          say(path, 'must be an object');
          break;
        }
        const inner = validateFields(value as Record<string, unknown>, field.fields, `${path}.`);
        problems.push(...inner.problems);
        refs.push(...inner.refs);
        break;
      }
    }
  }
  return { problems, refs };
}

export const formatProblems = (file: string, problems: Problem[]) =>
  problems.map((p) => `${file}: "${p.field}" ${p.message}`).join('\n');
