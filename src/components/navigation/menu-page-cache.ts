/** The id of the site menu: the phone's popover, and the desktop bar's list of dropdowns. */
export const SITE_MENU_ID = 'site-menu';

/**
 * A page kept in the back/forward cache comes back as it was left: WebKit restored a phone's menu
 * that was open when a link in it was followed still open on Back, with the page's scroll locked
 * (by CSS, while the popover is open). The menu closes as the page is hidden, and again if a page
 * comes back from the cache open all the same. The starter installs this, so it holds before the
 * app and after it.
 */
export function closeMenuOnLeave(win: Window): void {
  const close = () => {
    const nav = win.document.getElementById(SITE_MENU_ID);
    if (!nav) return;
    for (const group of nav.querySelectorAll<HTMLDetailsElement>('details[open]')) group.open = false;
    if (nav.matches(':popover-open')) nav.hidePopover();
  };
  win.addEventListener('pagehide', close);
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) close();
  });
}
