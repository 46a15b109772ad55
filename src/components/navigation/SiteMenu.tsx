import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sizes, wideHeader } from '../../theme/tokens';
import { ChevronDown, ChevronRight, CloseIcon, MenuIcon } from '../common/icons';
import { topMenu, type MenuItem } from './menu';
import { MenuSummary, NavLink, menuItemsSx } from './NavLink';
import { useMenuBehaviour } from './menu-behaviour';
import { Static } from '../../loading/Static';
import { SITE_MENU_ID } from '../../loading/markers';

export { SITE_MENU_ID };
const wide = `@media ${wideHeader}`;

const toggleSx: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  border: 0,
  borderRadius: '12px',
  background: 'none',
  color: 'text.primary',
  cursor: 'pointer',
  '& .close': { display: 'none' },
  [wide]: { display: 'none' },
};

const panel = {
  listStyle: 'none',
  margin: 0,
  padding: '8px',
  minWidth: 260,
  borderRadius: '12px',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  boxShadow: '0 12px 32px rgb(15 23 42 / 0.14)',
} as const;

/**
 * One list for both layouts. Below md it is a popover in the top layer, under the header, opened by
 * the toggle: the browser opens it, closes it on Escape or a tap outside, and returns focus. From md
 * up (wideHeader) it is never opened as a popover: the same list shows in the bar, its groups as
 * dropdowns.
 */
const navSx: SxProps<Theme> = {
  ...menuItemsSx,
  position: 'fixed',
  inset: `${sizes.headerHeight}px 0 auto 0`,
  width: '100%',
  height: 'auto',
  maxHeight: `calc(100dvh - ${sizes.headerHeight}px)`,
  margin: 0,
  overflowY: 'auto',
  padding: '8px 16px 24px',
  border: 0,
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: 'background.default',
  color: 'text.primary',
  boxShadow: '0 16px 32px rgb(15 23 42 / 0.12)',
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul': { paddingLeft: '12px' },
  // The page behind the open menu does not scroll (only the menu does); no script needed.
  'html:has(&:popover-open)': { overflow: 'hidden' },
  'body:has(&:popover-open) header button[popovertarget] .open': { display: 'none' },
  'body:has(&:popover-open) header button[popovertarget] .close': { display: 'inline' },
  [wide]: {
    display: 'block',
    position: 'static',
    width: 'auto',
    maxHeight: 'none',
    overflow: 'visible',
    padding: 0,
    border: 0,
    background: 'none',
    boxShadow: 'none',
    '& > div > ul': { display: 'flex', gap: '4px' },
    '& > div > ul > li': { position: 'relative' },
    // Padding instead of margin keeps the pointer inside the item on its way into the panel.
    '& > div > ul > li > details > ul': {
      ...panel,
      position: 'absolute',
      top: 'calc(100% + 8px)',
      left: 0,
      zIndex: 1200,
    },
    '& ul ul': { paddingLeft: '8px' },
    '& ul ul li': { position: 'relative' },
    '& details details > ul': { ...panel, position: 'absolute', left: '100%', top: -8, marginLeft: '4px' },
  },
};

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
    <Box component="nav" id={SITE_MENU_ID} popover="auto" aria-label="Main" ref={navRef} sx={navSx}>
      {/* Server HTML on the first load (the behaviour listens on the nav); keyed by the path, it
          renders again after a navigation with the new current link. */}
      <Static key={path}>
        <ul>{topMenu.map((item) => entry(item, 0))}</ul>
      </Static>
    </Box>
  );
}

/** The phone's menu button: the browser opens the menu (a popover) and exposes its expanded state. */
export function SiteMenuToggle() {
  return (
    <Box component="button" type="button" popovertarget={SITE_MENU_ID} aria-label="Menu" sx={toggleSx}>
      <MenuIcon className="open" size={26} />
      <CloseIcon className="close" size={26} />
    </Box>
  );
}
