/** What a click says: a React mouse event or the browser's. */
interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The link a click follows to another document in this window: a plain left click (no modifier,
 * not prevented) on a link with no other target and no download. A jump within the page (`#main`,
 * a heading) is not one: it stays in this document. Static serves these links client-side; the
 * site's leaving watch (src/lib/leaving.ts) knows the page is being left.
 */
export function followedLink(click: Click, location: Location): HTMLAnchorElement | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const target = click.target as Element | null;
  const link = typeof target?.closest === 'function' ? target.closest<HTMLAnchorElement>('a[href]') : null;
  // (An SVG link's href is no string: not one of the site's.)
  if (typeof link?.href !== 'string' || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const here = location.href.split('#')[0];
  return link.hash && link.href.split('#')[0] === here ? null : link;
}
