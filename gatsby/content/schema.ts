import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { GatsbyNode } from 'gatsby';
import { jsonTypes, markdownTypes, pageType } from './model.ts';
import { toSdl } from './sdl.ts';
import { svgColor, svgSize } from './svg.ts';

// Fields every Markdown-backed type gets, computed from its MarkdownRemark parent.
const markdownFields = [
  '  lastModified: Date @lastModified @dateformat',
  '  slug: String!',
  '  route: String!',
  '  parents: [String!]!',
  '  sourceFile: String!',
  '  html: String! @remark(field: "html")',
  '  excerpt: String! @remark(field: "excerpt")',
  '  tableOfContents: String! @remark(field: "tableOfContents")',
  '  headings: [MarkdownHeading!]! @remark(field: "headings")',
  '  timeToRead: Int! @remark(field: "timeToRead")',
];

// Type-specific computed fields: a service page's breadcrumb parents are service pages too.
const typeFields: Record<string, string[]> = {
  ServicePage: ['  parentPages: [ServicePage!]! @link(by: "route", from: "parents")'],
};

/** Every type with its nested object types, each nested type declared once. */
function sdl(): string {
  const blocks = new Map<string, string>();
  const add = (typeSdl: string) => {
    for (const block of typeSdl.split(/\n(?=type )/)) {
      const name = /^type (\w+)/.exec(block)?.[1];
      if (name && !blocks.has(name)) blocks.set(name, block);
    }
  };
  for (const [name, def] of Object.entries(markdownTypes))
    add(toSdl(name, def.fields, [...markdownFields, ...(typeFields[name] ?? [])]));
  for (const [name, def] of Object.entries(jsonTypes)) add(toSdl(name, def.fields, ['  id: ID!']));
  return [...blocks.values()].join('\n\n');
}

/** When a content file last changed: its `updated` field, else its last commit, else its `date`. */
export function lastModifiedOf(source: {
  sourceFile?: string;
  updated?: unknown;
  date?: unknown;
}): string | null {
  const day = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' && v ? v : null);
  return day(source.updated) ?? (source.sourceFile ? gitDate(source.sourceFile) : null) ?? day(source.date);
}

const gitDates = new Map<string, string | null>();
function gitDate(file: string): string | null {
  if (!gitDates.has(file)) {
    let date: string | null = null;
    try {
      date =
        execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim() || null;
    } catch {
      // not a git checkout (a source archive): the caller falls back
    }
    gitDates.set(file, date);
  }
  return gitDates.get(file) ?? null;
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension({
    name: 'lastModified',
    extend: () => ({ resolve: lastModifiedOf }),
  });
  // @remark(field) resolves a field of the parent MarkdownRemark node (html, headings...),
  // so typed nodes expose rendered Markdown without copying it at node creation.
  actions.createFieldExtension({
    name: 'remark',
    args: { field: 'String!' },
    extend(options: { field: string }) {
      return {
        async resolve(
          source: { parent: string },
          args: unknown,
          context: {
            nodeModel: { getNodeById: (q: { id: string }) => unknown };
          },
          info: { schema: { getType: (n: string) => { getFields: () => Record<string, unknown> } } },
        ) {
          const remarkType = info.schema.getType('MarkdownRemark');
          const field = remarkType.getFields()[options.field] as {
            resolve: (s: unknown, a: unknown, c: unknown, i: unknown) => unknown;
          };
          const remarkNode = context.nodeModel.getNodeById({ id: source.parent });
          return field.resolve(remarkNode, args, context, { fieldName: options.field });
        },
      };
    },
  });
  actions.createTypes(sdl());
  // Only content/pages files are read as MarkdownRemark (typed content has its own nodes). Declared,
  // not inferred: a field that one file adds (draft: true) must not change the generated types.
  // Its front matter is nullable as Gatsby has always typed it; check.ts holds each file to Page.
  actions.createTypes(
    [
      'type MarkdownRemark implements Node @dontInfer {\n  frontmatter: MarkdownRemarkFrontmatter\n  fileAbsolutePath: String\n  rawMarkdownBody: String\n}',
      toSdl('MarkdownRemarkFrontmatter', pageType.fields, [], true),
    ].join('\n\n'),
  );
  actions.createTypes('type VectorSize {\n  width: Int!\n  height: Int!\n  color: String\n}');
};

interface FileSource {
  extension: string;
  absolutePath: string;
  children: string[];
}

type NodeModel = { nodeModel: { getNodeById: (q: { id: string; type: string }) => unknown } };

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    File: {
      // Drawn art reaches the browser as SVG: this is the size its <img> declares.
      vectorSize: {
        type: 'VectorSize',
        resolve: (source: FileSource) => {
          if (source.extension !== 'svg') return null;
          const svg = readFileSync(source.absolutePath, 'utf8');
          const size = svgSize(svg);
          return size && { ...size, color: svgColor(svg) };
        },
      },
      // A photo or screenshot's sharp node. Unlike childImageSharp, asking it of an SVG is not an
      // error: every image field can list both and get whichever applies.
      photo: {
        type: 'ImageSharp',
        resolve: (source: FileSource, _args: unknown, context: NodeModel) =>
          source.extension === 'svg'
            ? null
            : (source.children
                .map((id) => context.nodeModel.getNodeById({ id, type: 'ImageSharp' }))
                .find(Boolean) ?? null),
      },
      // Social cards need a raster image: the PNG rendered from a cover SVG (see on-create-node),
      // or the file itself when it is already raster.
      raster: {
        type: 'File',
        resolve: (source: FileSource, _args: unknown, context: NodeModel) =>
          source.extension === 'svg'
            ? (source.children
                .map((id) => context.nodeModel.getNodeById({ id, type: 'File' }))
                .find(Boolean) ?? null)
            : source,
      },
    },
  });
};
