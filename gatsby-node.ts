// Thin by design: each build step lives in gatsby/ (see content/README.md for the content contract).
export { createSchemaCustomization, createResolvers } from './gatsby/schema.ts';
export { onCreateNode } from './gatsby/on-create-node.ts';
export { createPages } from './gatsby/create-pages.ts';
export { onPostBuild } from './gatsby/post-build.ts';
export { onCreateWebpackConfig } from './src/loading/webpack-prelude.ts';
