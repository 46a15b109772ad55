// Gatsby's runtime is replaced in component tests: Link renders a plain anchor.

const gatsby = jest.requireActual('gatsby');

// The same plain anchor as the editor's preview (no router there either).
export { Link } from '../gatsby/editor/preview/gatsby-shim';

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const prefetchPathname = jest.fn();
export const withPrefix = (path: string) => path;
export const Script = gatsby.Script;
