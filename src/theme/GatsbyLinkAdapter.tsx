import * as React from 'react';
import { Link } from 'gatsby';
import { isSafeUrl } from '../lib/safe-url.ts';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href?: string };

/**
 * Internal paths go through Gatsby's Link (prefetch, client navigation); anything else is a plain
 * anchor. Unsafe protocols (javascript:, data:, …) never reach the DOM.
 */
export const GatsbyLinkAdapter = React.forwardRef<HTMLAnchorElement, Props>(function GatsbyLinkAdapter(
  { href = '', children, ...rest },
  ref,
) {
  if (!isSafeUrl(href))
    return (
      <a ref={ref} {...rest}>
        {children}
      </a>
    );
  // Gatsby types Link's ref as its class instance; at runtime it reaches the anchor.
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link ref={ref as never} to={href} {...rest}>
        {children}
      </Link>
    );
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
