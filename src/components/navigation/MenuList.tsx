import * as React from 'react';
import { ChevronDown, ChevronRight } from '../../ui/icons';
import { topMenu, type MenuItem } from './menu';
import { MenuSummary, NavLink } from './NavLink';
import { SITE_MENU_ID } from './menu-page-cache';

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

/** The site menu's groups and links (SiteMenu), rendered by MUI at build time. */
export function MenuList() {
  return <ul>{topMenu.map((item) => entry(item, 0))}</ul>;
}
