/**
 * What the site's components import from `gatsby`, for the editor's preview (esbuild aliases
 * `gatsby` here): the preview has no Gatsby runtime, router or GraphQL, and its links lead nowhere
 * inside the editor, so Link is a plain anchor and the rest do nothing.
 */
import * as React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partially, ...rest },
  ref,
) {
  // The anchor's content is the caller's children, in rest.
  return React.createElement('a', { ...rest, ref, href: to });
});

export const graphql = () => undefined;
export const navigate = async () => undefined;
export const prefetchPathname = () => undefined;
export const withPrefix = (path: string) => path;
export const useStaticQuery = () => {
  throw new Error('useStaticQuery has no data in the editor preview');
};
export const Script = () => null;
