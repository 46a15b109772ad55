import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { loadContent } from '../content/check.ts';
import { FONT_FILES } from '../../src/theme/font.ts';
import { editorConfig } from './config.ts';

/**
 * Writes the editor (/admin/) into `outDir`: its page, the configuration generated from the content
 * model, Decap's prebuilt bundle with its lazy chunks (it carries its own React 19; see
 * docs/editor.md for why not gatsby-plugin-decap-cms), and the preview script bundled by esbuild.
 * Nothing of it goes through Gatsby's webpack, so no other page's JavaScript changes.
 */
export const EDITOR_PATH = '/admin/';
/** decap-server's port for `npm run cms`, unless DECAP_PORT says otherwise. */
export const DEFAULT_DECAP_PORT = 8081;

const DECAP_BUNDLE = /^(\d+\.)?decap-cms\.js$/;

// Absolute paths: Hosting serves the page at /admin (no trailing slash), where relative ones fail.
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · Fernhill Studio</title>
<link rel="icon" href="/favicon.svg">
</head>
<body>
<script src="/admin/config.js"></script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/editor.js"></script>
</body>
</html>
`;

export async function writeEditor(root: string, outDir: string, { minify = true } = {}) {
  const { siteUrl } = JSON.parse(readFileSync(path.join(root, 'content/site.json'), 'utf8')) as {
    siteUrl: string;
  };
  // The repository the deployed editor commits to: package.json's standard `repository` field
  // (content/site.json is bundled into every page, so it is not kept there).
  const { repository } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    repository: string;
  };
  // Paths from the site's root: Gatsby compiles this file to CommonJS, Node runs it as a module.
  const modules = path.join(root, 'node_modules');
  const here = path.join(root, 'gatsby/editor');
  const config = editorConfig({
    repository: repository.replace(/^github:/, ''),
    siteUrl,
    localBackendPort: Number(process.env.DECAP_PORT) || DEFAULT_DECAP_PORT,
    entries: loadContent(root).entries,
  });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), page);
  writeFileSync(
    path.join(outDir, 'config.js'),
    `window.CMS_MANUAL_INIT = true;\nwindow.EDITOR_CONFIG = ${JSON.stringify(config, null, 2)};\n`,
  );
  const dist = path.join(modules, 'decap-cms/dist');
  for (const file of readdirSync(dist).filter((f) => DECAP_BUNDLE.test(f)))
    copyFileSync(path.join(dist, file), path.join(outDir, file));
  copyFileSync(path.join(modules, FONT_FILES.latin), path.join(outDir, path.basename(FONT_FILES.latin)));
  copyFileSync(path.join(root, FONT_FILES.core), path.join(outDir, path.basename(FONT_FILES.core)));
  await build({
    entryPoints: [path.join(here, 'preview/main.tsx')],
    outfile: path.join(outDir, 'editor.js'),
    bundle: true,
    minify,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    alias: { gatsby: path.join(here, 'preview/gatsby-shim.tsx') },
    define: { 'process.env.NODE_ENV': '"production"', __PATH_PREFIX__: '""' },
    loader: { '.woff2': 'file', '.svg': 'file' },
    // The site's build-time styles (*.css.ts) compiled as the site's build does, into editor.css,
    // which the preview frame links (preview/mount.tsx).
    plugins: [vanillaExtractPlugin()],
    logLevel: 'warning',
  });
  return config;
}
