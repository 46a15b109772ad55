/** The GraphQL SDL of a content type, written from its field descriptors (model.ts, from the zod schemas). */
import type { Field, Fields } from './model.ts';

/** GraphQL type of one field, naming nested object types after the model. */
function sdlType(field: Field, nullable: boolean): string {
  const bang = field.optional || nullable ? '' : '!';
  switch (field.kind) {
    case 'string':
    case 'enum':
    case 'asset':
      return `String${bang}`;
    case 'int':
      return `Int${bang}`;
    case 'boolean':
      return `Boolean${bang}`;
    case 'date':
      return `Date${bang} @dateformat`;
    case 'strings':
      return `[String!]${bang}`;
    case 'file':
      return `File${bang} @fileByRelativePath`;
    case 'ref':
      return field.list ? `[${field.to}!]${bang} @link(by: "slug")` : `${field.to}${bang} @link(by: "slug")`;
    case 'object':
      return `${field.name}${bang}`;
    case 'objects':
      return `[${field.name}!]${bang}`;
  }
}

/**
 * SDL for a type and the nested object types it uses (@dontInfer: content is a contract).
 * `nullable` declares every field nullable, required or not (a type Gatsby shares with other files).
 */
export function toSdl(typeName: string, fields: Fields, extra: string[] = [], nullable = false): string {
  const nested: string[] = [];
  const lines = Object.entries(fields).map(([key, field]) => {
    if (field.kind === 'object' || field.kind === 'objects')
      nested.push(toSdl(field.name, field.fields, [], nullable));
    return `  ${key}: ${sdlType(field, nullable)}`;
  });
  const iface = extra.length ? ' implements Node @dontInfer' : '';
  return [...nested, `type ${typeName}${iface} {\n${[...extra, ...lines].join('\n')}\n}`].join('\n');
}
