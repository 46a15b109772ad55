// Thin by design: each build step lives in gatsby/ (see content/README.md for the content contract).
export { createSchemaCustomization, createResolvers } from './gatsby/content/schema.ts';
export { onCreateNode } from './gatsby/content/on-create-node.ts';
export { createPages } from './gatsby/content/create-pages.ts';
export { onPostBuild } from './gatsby/output/post-build.ts';
