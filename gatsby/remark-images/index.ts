/**
 * A gatsby-transformer-remark plugin: an image in a post's or case's body, written
 * `![What it shows](../images/blog/x.jpg)` relative to the Markdown file, becomes the same
 * responsive <picture> as a cover (AVIF/WebP, srcset, width and height, lazy) through
 * gatsby-plugin-image's sharp backend; an SVG is copied and served as is. A missing file or an
 * empty alt text stops a production build naming the file and line (npm run check:content says
 * the same in a second); `gatsby develop` reports it and keeps the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateImageData } from 'gatsby-plugin-sharp';
import { svgColor, svgSize } from '../content/svg.ts';
import { BODY_IMAGE, bodyLineOffset } from '../content/body.ts';
import { pictureHtml, vectorHtml, type BodyImageData } from './picture-html.ts';

interface MdNode {
  type: string;
  url?: string;
  alt?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}
interface FileNode {
  absolutePath: string;
  base: string;
  extension: string;
  internal: { contentDigest: string };
}
interface Reporter {
  panicOnBuild: (message: string) => void;
}
interface Args {
  markdownAST: MdNode;
  markdownNode: { fileAbsolutePath?: string; rawMarkdownBody?: string };
  getRemarkFileDependency?: (q: { absolutePath: { eq: string } }) => Promise<FileNode | undefined>;
  files: FileNode[];
  reporter: Reporter;
  cache: unknown;
  pathPrefix?: string;
}

/** The body column of Prose is 760 px wide: sizes for 1x and 2x screens (export at 1520 px). */
const BODY_WIDTH = 760;

function images(node: MdNode, found: MdNode[] = []): MdNode[] {
  if (node.type === 'image') found.push(node);
  for (const child of node.children ?? []) images(child, found);
  return found;
}

export default async function remarkContentImages({
  markdownAST,
  markdownNode,
  getRemarkFileDependency,
  files,
  reporter,
  cache,
  pathPrefix,
}: Args): Promise<MdNode> {
  const source = markdownNode.fileAbsolutePath;
  if (!source) return markdownAST;
  const text = fs.readFileSync(source, 'utf8');
  const offset = bodyLineOffset(text, markdownNode.rawMarkdownBody ?? '');
  const rel = path.relative(process.cwd(), source);

  for (const node of images(markdownAST)) {
    const url = node.url ?? '';
    if (/^[a-z]+:|^\//i.test(url)) continue; // an absolute URL: check:content judges it
    const where = `${rel}:${offset + (node.position?.start.line ?? 1)}`;
    const absolutePath = path.resolve(path.dirname(source), decodeURI(url));
    const file = getRemarkFileDependency
      ? await getRemarkFileDependency({ absolutePath: { eq: absolutePath } })
      : files.find((f) => f.absolutePath === absolutePath);
    const alt = (node.alt ?? '').trim();
    if (!file || !BODY_IMAGE.test(url) || !alt) {
      reporter.panicOnBuild(
        `${where}: the image ${url} ${
          !alt
            ? 'has no alt text: write what it shows, ![What it shows](…)'
            : !file
              ? 'is missing (paths are relative to the Markdown file)'
              : 'must be a PNG, JPEG, WebP, AVIF or SVG file'
        }`,
      );
      continue;
    }
    let html: string;
    if (file.extension === 'svg') {
      const svg = fs.readFileSync(file.absolutePath, 'utf8');
      const size = svgSize(svg) ?? { width: BODY_WIDTH, height: Math.round(BODY_WIDTH / 2) };
      // Where Gatsby's own publicURL puts a file, so a page and a body can share one copy.
      const publicPath = `/static/${file.internal.contentDigest}/${file.base}`;
      const target = path.join(process.cwd(), 'public', publicPath);
      if (!fs.existsSync(target)) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(file.absolutePath, target);
      }
      html = vectorHtml(`${pathPrefix ?? ''}${publicPath}`, { ...size, color: svgColor(svg) }, alt);
    } else {
      const image = (await generateImageData({
        file,
        args: {
          layout: 'constrained',
          width: BODY_WIDTH,
          sizes: `(min-width: ${BODY_WIDTH}px) ${BODY_WIDTH}px, 100vw`,
        },
        pathPrefix,
        reporter,
        cache,
      })) as BodyImageData | undefined;
      if (!image) continue;
      html = pictureHtml(image, alt);
    }
    Object.assign(node, { type: 'html', value: html, children: undefined });
  }
  return markdownAST;
}
