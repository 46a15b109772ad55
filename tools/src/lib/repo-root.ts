import path from 'node:path';

/** The repository the tools work on: the site's sources, content/ and public/ live there. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
