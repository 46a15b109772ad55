import type { GatsbyNode, Node } from 'gatsby';
import { createFileNodeFromBuffer } from 'gatsby-source-filesystem';
import sharp from 'sharp';
import { markdownTypeByFolder } from './model.ts';
import { routeForMarkdown } from './routes.ts';

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
    // Every file becomes a node, drafts too: nodes outlive a run in Gatsby's cache, so whether a
    // draft is shown is decided when pages are made (create-pages.ts), in the run that shows it.
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
    // At the art's own size (1200 px wide, what social cards show): rendering at twice the density
    // cost about a second a cover, most of a cold build, for pixels no card displays.
    const buffer = await sharp(file.absolutePath, { density: 72 }).png().toBuffer();
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
