import type { GatsbyNode, Node } from 'gatsby';
import { createFileNodeFromBuffer } from 'gatsby-source-filesystem';
import sharp from 'sharp';
import { markdownTypeByFolder } from './model.ts';
import { routeForMarkdown } from './routes.ts';
import { isPublished } from '@fernhill/content-rules/publication';

const socialCoverFolders = new Set(['cases', 'blog']);

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  absolutePath: string;
  extension: string;
  name: string;
}

/**
 * Markdown pages become typed nodes (JSON lists are typed by gatsby-transformer-json). Every file is
 * checked against the contract once, with cross-file rules, in create-pages.ts.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, actions, getNode, createNodeId, createContentDigest } = args;

  if (node.internal.type === 'MarkdownRemark') {
    const file = getNode(node.parent ?? '') as FileNode | undefined;
    const type = file && markdownTypeByFolder[file.sourceInstanceName];
    if (!file || !type) return;
    const sourceFile = `content/${file.sourceInstanceName}/${file.relativePath}`;
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
    // Drafts and future posts never become nodes of a production build: no page, list entry,
    // sitemap URL or feed item can then leak them.
    const production = process.env.NODE_ENV === 'production';
    if (!isPublished(frontmatter, { production, now: new Date() })) return;
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

  // A cover drawn as SVG also gets a PNG child for social cards (og:image must be raster). Pages
  // show the SVG itself; nothing else is rasterised.
  if (node.internal.type === 'File') {
    const file = node as FileNode;
    if (file.sourceInstanceName !== 'images' || file.extension !== 'svg') return;
    if (!socialCoverFolders.has(file.relativeDirectory)) return;
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
