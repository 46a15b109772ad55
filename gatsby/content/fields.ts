/**
 * The kinds of field content is made of, as zod schemas. Where zod has no word for a kind (a file
 * next to the content, a file under static/, another entry named by slug, a list whose items one
 * field tells apart), the helper registers it in `fieldMeta`; the GraphQL types, the editor's
 * descriptors (describe.ts) and the cross-file checks (check.ts) read it there. Messages that need
 * the field's own limits are written here; the generic ones are in validate.ts.
 */
import { z } from 'zod';

export type ContentTypeName =
  | 'CaseStudy'
  | 'ServicePage'
  | 'Industry'
  | 'BlogPost'
  | 'Testimonial'
  | 'TeamMember'
  | 'ClientLogo'
  | 'ServiceCard'
  | 'IndustryTile'
  | 'Topic';

export interface FieldMeta {
  /** A file relative to the content file, a URL path of a file under static/, a slug, a day. */
  kind?: 'file' | 'asset' | 'ref' | 'date';
  /** The type a ref names. */
  to?: ContentTypeName;
  /** The GraphQL type of an object. */
  name?: string;
  /** The field of a list's items that names each item on the page, so no two may share it. */
  unique?: string;
  /** What a pattern expects, in words. */
  hint?: string;
}

export const fieldMeta = z.registry<FieldMeta>();

export const text = (max: number) => z.string().max(max);

export const pattern = (re: RegExp, hint: string) =>
  z.string().regex(re, `must be ${hint}`).register(fieldMeta, { hint });

export function int(min: number, max: number) {
  const say = `must be a whole number from ${min} to ${max}`;
  return z.int(say).min(min, say).max(max, say);
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

export const date = () =>
  z
    .custom<string | Date>(isCalendarDate, {
      error: (issue) =>
        `must be a real date written YYYY-MM-DD, such as 2026-03-14 (found ${String(issue.input)})`,
    })
    .register(fieldMeta, { kind: 'date' });

/** An image committed under content/images, written relative to the content file; check.ts sees it exists. */
export const file = () => z.string().register(fieldMeta, { kind: 'file' });

/** The URL path of a file under static/ (small SVGs: logos, avatars, icons); check.ts sees it exists. */
export const asset = () =>
  z
    .string()
    .regex(/^\/[\w\-/.]+\.(svg|png|jpg|webp)$/, 'must be a path under static/, such as /images/team/ana.svg')
    .register(fieldMeta, { kind: 'asset' });

/** The slug of another entry; check.ts sees that it exists and is published. */
export const ref = (to: ContentTypeName) =>
  z.string('must be the slug of one entry').register(fieldMeta, { kind: 'ref', to });

/** A list; a list of one is still written as a list. */
export function list<T extends z.ZodType>(item: T, min?: number, max?: number) {
  const size = (issue: { input?: unknown }) =>
    `needs ${max === undefined ? `at least ${min}` : `${min ?? 0} to ${max}`} items, found ${(issue.input as unknown[]).length}`;
  const items = z.array(item);
  const atLeast = min === undefined ? items : items.min(min, { error: size });
  return max === undefined ? atLeast : atLeast.max(max, { error: size });
}

const word = z.string().min(1, 'must be text');
export const strings = (min?: number, max?: number) => list(word, min, max);
export const someOf = (values: readonly [string, ...string[]], min?: number) => list(z.enum(values), min);
export const refs = (to: ContentTypeName, min: number) =>
  list(z.string().min(1, 'must be text').register(fieldMeta, { kind: 'ref', to }), min);

/** An object with a GraphQL type of its own; a field it does not list is a mistake, not extra data. */
export const object = <S extends z.ZodRawShape>(name: string, shape: S) =>
  z.strictObject(shape).register(fieldMeta, { name });

export function objects<S extends z.ZodRawShape>(
  name: string,
  shape: S,
  { min, max, unique }: { min: number; max: number; unique?: keyof S & string },
) {
  const items = list(object(name, shape), min, max);
  if (!unique) return items;
  return items
    .superRefine((value, ctx) => {
      const first = new Map<string, number>();
      value.forEach((item, i) => {
        const key: unknown =
          item && typeof item === 'object' ? (item as Record<string, unknown>)[unique] : null;
        if (typeof key !== 'string') return;
        const earlier = first.get(key);
        // validate.ts writes the path of the earlier item in front: "is the same as results[0].label".
        if (earlier !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [i, unique],
            params: { sameAs: earlier },
            message: `each ${unique} must be different`,
          });
        else first.set(key, i);
      });
    })
    .register(fieldMeta, { unique });
}
