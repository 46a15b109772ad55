import type { Fields } from '../content/model.ts';

/**
 * The one-off pages of content/pages (About, Privacy, the /Cases and /Blog intros), in the content
 * model's own Field descriptors. The model (gatsby/content/model.ts) has no type for them yet (their
 * GraphQL type is declared in schema.ts, all optional strings); when it gets one, the editor should
 * read that instead of this.
 */
export const PAGE_FIELDS: Fields = {
  /** A page of its own at this address; the intros of /Cases and /Blog have none. */
  route: {
    kind: 'string',
    optional: true,
    pattern: /^\/[A-Za-z0-9\-/]*$/,
    hint: 'an internal path such as /About',
  },
  title: { kind: 'string', max: 60 },
  description: { kind: 'string', max: 320 },
  seoDescription: { kind: 'string', optional: true, max: 160 },
  cta: {
    kind: 'object',
    name: 'PageCallToAction',
    optional: true,
    fields: { heading: { kind: 'string', max: 90 }, text: { kind: 'string', max: 240 } },
  },
};
