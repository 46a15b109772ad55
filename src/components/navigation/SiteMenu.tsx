import * as React from 'react';
import { ChevronDown, ChevronRight, CloseIcon, MenuIcon } from '../../ui/icons';
import { topMenu, type MenuItem } from './menu';
import { MenuSummary, NavLink, menuItems } from './NavLink';
import { useMenuBehaviour } from './menu-behaviour';
import { Static } from '../../loading';
import { SITE_MENU_ID } from './menu-page-cache';
import * as css from './SiteMenu.css';

export { SITE_MENU_ID };

/**
 * The main navigation (spec §2, §4) as native disclosures: a group is a `<details>` that a tap
 * opens at first paint, and groups of one level share a `name`, so at most one is open. Hover,
 * arrow keys, Escape and closing on a tap or focus elsewhere come with the script (menu-behaviour).
 */
export function SiteMenu({ path }: { path: string }) {
  const navRef = React.useRef<HTMLElement>(null);
  useMenuBehaviour(navRef, path);
  const entry = (item: MenuItem, depth: number): React.ReactElement =>
    item.children ? (
      <li key={item.label}>
        <details name={depth === 0 ? SITE_MENU_ID : `${SITE_MENU_ID}-${depth}`}>
          <MenuSummary level={depth === 0 ? 'top' : 'item'}>
            {item.label}
            {depth === 0 ? <ChevronDown className="chevron-down" size={18} /> : <ChevronRight size={18} />}
          </MenuSummary>
          <ul>{item.children.map((child) => entry(child, depth + 1))}</ul>
        </details>
      </li>
    ) : (
      <li key={item.label}>
        <NavLink href={item.link ?? '/'} level={depth === 0 ? 'top' : 'item'}>
          {item.label}
        </NavLink>
      </li>
    );
  return (
    <nav
      id={SITE_MENU_ID}
      popover="auto"
      aria-label="Main"
      ref={navRef}
      className={`${menuItems} ${css.nav}`}
    >
      {/* Server HTML on the first load (the behaviour listens on the nav); keyed by the path, it
          renders again after a navigation with the new current link. */}
      <Static key={path}>
        <ul>{topMenu.map((item) => entry(item, 0))}</ul>
      </Static>
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
