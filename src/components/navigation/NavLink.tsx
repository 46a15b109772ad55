import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** "top" in the bar, "item" inside dropdowns, accordions and footer groups. */
export type MenuLevel = 'top' | 'item';

/** The class of a menu holding NavLinks and MenuSummaries: their look (NavLink.css.ts). */
export { menuItems } from './NavLink.css';

/** A menu link (MUI's Link, through Gatsby's router for internal paths: see theme.ts), styled by its menu's menuItems class. */
export function NavLink({
  href,
  level,
  children,
}: {
  href: string;
  level: MenuLevel;
  children: React.ReactNode;
}) {
  return (
    <Link href={href} underline="none" className={`menu-${level}`}>
      {children}
    </Link>
  );
}

/**
 * The summary of a native disclosure (`<details>`) that opens a dropdown, submenu or footer group,
 * styled like a top link or an item (menuItems). It opens on a tap before any script has loaded.
 */
export function MenuSummary({ level, children }: { level: MenuLevel; children: React.ReactNode }) {
  return (
    <Typography component="summary" variant="inherit" className={`menu-${level}`}>
      {children}
    </Typography>
  );
}
