import * as React from 'react';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { menuItems } from './NavLink.css';
import { useMenuBehaviour } from './menu-behaviour';
import { BuildTimePart } from '../../ui/BuildTimePart';
import { SITE_MENU_ID } from './menu-page-cache';
import * as css from './SiteMenu.css';

export { SITE_MENU_ID };

/**
 * The main navigation (spec §2, §4) as native disclosures: a group is a `<details>` that a tap
 * opens at first paint, and groups of one level share a `name`, so at most one is open. Hover,
 * arrow keys, Escape and closing on a tap or focus elsewhere come with the script (menu-behaviour).
 * Its list is MUI's, rendered at build time (MenuList); the behaviour listens on the nav.
 */
export function SiteMenu({ path }: { path: string }) {
  const navRef = React.useRef<HTMLElement>(null);
  useMenuBehaviour(navRef, path);
  return (
    <nav
      id={SITE_MENU_ID}
      popover="auto"
      aria-label="Main"
      ref={navRef}
      className={`${menuItems} ${css.nav}`}
    >
      <BuildTimePart name="MenuList" path={path} wrapper="block" />
    </nav>
  );
}

/** The phone's menu button: the browser opens the menu (a popover) and exposes its expanded state. */
export function SiteMenuToggle() {
  return (
    <button type="button" popovertarget={SITE_MENU_ID} aria-label="Menu" className={css.toggle}>
      <MenuIcon className="open" size={26} />
      <CloseIcon className="close" size={26} />
    </button>
  );
}
