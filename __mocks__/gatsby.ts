// Gatsby's runtime is replaced in component tests: Link renders a plain anchor.
import * as React from 'react';

const gatsby = jest.requireActual('gatsby');

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, ...rest },
  ref,
) {
  return React.createElement('a', { ...rest, ref, href: to });
});

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;
export const Script = gatsby.Script;
