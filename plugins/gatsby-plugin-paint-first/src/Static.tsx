import * as React from 'react';
import { navigate, prefetchPathname } from 'gatsby';
import { followedLink } from './followed-link.ts';

/**
 * True while this plugin's hydration of the first page runs (hydrate.ts sets it, gatsby-browser's
 * onInitialClientRender clears it). Without the plugin it is never set: Static is a plain <div>.
 */
let keepingServerHtml = false;
export const keepServerHtml = (keep: boolean) => {
  keepingServerHtml = keep;
};

type StaticProps = {
  children: React.ReactNode;
  /** The element it renders: a <div> unless the content's own box is a section or a figure. */
  as?: 'div' | 'section' | 'figure';
} & Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'>;

/**
 * Content that needs no JavaScript (cards, quotes, logos) keeps the server's HTML as it is when
 * the page first loads: React does not hydrate it, which is most of a long page's start-up work.
 * React 18 keeps the markup of an element whose innerHTML it was given (dangerouslySetInnerHTML)
 * and does not compare it (React 19 does not: see the README). Rendered after a client-side
 * navigation, it is ordinary React. Its links are plain anchors then, so one click handler here
 * gives them client-side navigation. A Static that stays mounted (in a layout that persists across
 * navigations) keeps the first page's HTML for the session. Other attributes go to its element
 * (`as`, a <div> by default), so a section whose box is its own needs no wrapper.
 */
export const Static = React.forwardRef<HTMLElement, StaticProps>(function Static(
  { children, as: Element = 'div', ...attributes },
  ref,
) {
  const [keep, setKeep] = React.useState(keepingServerHtml);
  const own = React.useRef<HTMLElement>(null);
  React.useImperativeHandle(ref, () => own.current!, []);
  // Nothing to keep (React rendered the page afresh after a hydration error, or the server sent
  // none): the content renders.
  React.useEffect(() => {
    if (keep && !own.current?.hasChildNodes()) setKeep(false);
  }, [keep]);
  const onClick = (event: React.MouseEvent) => {
    const link = followedLink(event, window.location);
    if (link?.origin !== window.location.origin) return;
    event.preventDefault();
    // As Gatsby's Link: a link to the page shown replaces its history entry.
    const replace = link.pathname === window.location.pathname;
    void navigate(`${link.pathname}${link.search}${link.hash}`, { replace });
  };
  // As Gatsby's Link, a page's data is fetched ahead when the pointer or the focus reaches its link.
  const prefetch = (event: React.SyntheticEvent) => {
    const link = (event.target as Element).closest?.('a');
    if (link?.origin === window.location.origin && link.pathname !== window.location.pathname)
      prefetchPathname(link.pathname);
  };
  const handlers = { onClick, onMouseOver: prefetch, onFocus: prefetch };
  // The handlers only serve the links inside (keyboard activation of a link is a click too).
  return keep ? (
    <Element
      ref={own as React.Ref<never>}
      {...attributes}
      {...handlers}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  ) : (
    <Element ref={own as React.Ref<never>} {...attributes} {...handlers}>
      {children}
    </Element>
  );
});
