import type { GatsbyNode, Node } from 'gatsby';
import { createFileNodeFromBuffer } from 'gatsby-source-filesystem';
import sharp from 'sharp';
import {
  formatProblems,
  jsonTypeByFile,
  jsonTypes,
  markdownTypeByFolder,
  markdownTypes,
  validateFields,
} from './content-model.ts';
import { routeForMarkdown } from './routes.ts';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  absolutePath: string;
  extension: string;
  name: string;
}

/** Pages and JSON lists become typed nodes; a file that breaks the contract stops the build, named. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, actions, getNode, createNodeId, createContentDigest, reporter } = args;

  if (node.internal.type === 'MarkdownRemark') {
    const file = getNode(node.parent ?? '') as FileNode | undefined;
    const type = file && markdownTypeByFolder[file.sourceInstanceName];
    if (!file || !type) return;
    const sourceFile = `content/${file.sourceInstanceName}/${file.relativePath}`;
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
    const { problems } = validateFields(frontmatter, markdownTypes[type].fields);
    if (problems.length) {
      reporter.panicOnBuild(`Invalid content file\n${formatProblems(sourceFile, problems)}`);
      return;
    }
    const { slug, route, parents } = routeForMarkdown(type, file.relativePath);
    const fields = { ...frontmatter, slug, route, parents, sourceFile };
    const child = {
      ...fields,
      id: createNodeId(`${type}-${sourceFile}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    await actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
    return;
  }

  const jsonType = Object.keys(jsonTypes).find((t) => t === node.internal.type);
  if (jsonType) {
    const file = getNode(node.parent ?? '') as FileNode | undefined;
    if (!file || jsonTypeByFile[file.name] !== jsonType) return;
    const { id: _id, parent: _p, children: _c, internal: _i, ...data } = node;
    const { problems } = validateFields(data, jsonTypes[jsonType as keyof typeof jsonTypes].fields);
    if (problems.length)
      reporter.panicOnBuild(
        `Invalid content file\n${formatProblems(`content/data/${file.relativePath}`, problems)}`,
      );
    return;
  }

  // Drawn SVG art becomes a PNG child file so gatsby-plugin-image can make AVIF/WebP sizes of it.
  if (node.internal.type === 'File') {
    const file = node as FileNode;
    if (file.sourceInstanceName !== 'images' || file.extension !== 'svg') return;
    const buffer = await sharp(file.absolutePath, { density: 144 }).png().toBuffer();
    const png = await createFileNodeFromBuffer({
      buffer,
      name: file.name,
      ext: '.png',
      parentNodeId: node.id,
      getCache: args.getCache,
      createNode: actions.createNode,
      createNodeId,
    });
    actions.createParentChildLink({ parent: node, child: png });
  }
};
