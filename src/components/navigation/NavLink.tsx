import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** "top" in the bar, "item" inside dropdowns, accordions and footer groups. */
export type MenuLevel = 'top' | 'item';

const text = (level: MenuLevel) =>
  ({
    minHeight: 44,
    borderRadius: '8px',
    color: 'text.primary',
    fontWeight: level === 'top' ? 600 : 500,
    fontSize: level === 'top' ? '1rem' : '0.95rem',
    lineHeight: 1.5,
  }) as const;

/**
 * The look of menu links and summaries, for the sx of the menu that holds them (SiteMenu,
 * FooterGroups): written once per menu rather than once per item, where MUI would resolve the
 * same sx again for each of some sixty links on every page.
 */
export const menuItemsSx = {
  // Each level's text first: the hover and open rules below, as specific, come later and win.
  '& a.menu-top': { ...text('top'), padding: '0 14px' },
  '& a.menu-item': { ...text('item'), padding: '8px 14px' },
  '& summary.menu-top': { ...text('top'), padding: '0 10px 0 14px' },
  '& summary.menu-item': { ...text('item'), padding: '8px 10px 8px 14px' },
  '& a.menu-top, & a.menu-item': {
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
    '&[aria-current="page"]': { color: 'primary.main' },
  },
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4px',
    cursor: 'pointer',
    listStyle: 'none',
    userSelect: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
    '& > svg': { transition: 'transform 150ms', flexShrink: 0 },
  },
  // A summary is highlighted while its own group is open, and its chevron turns.
  '& details[open] > summary': { bgcolor: 'action.hover', color: 'primary.main' },
  '& details[open] > summary > svg.chevron-down': { transform: 'rotate(180deg)' },
} satisfies SxProps<Theme>;

/** A menu link (MUI's Link, through Gatsby's router for internal paths: see theme.ts), styled by menuItemsSx. */
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
 * styled like a top link or an item (menuItemsSx). It opens on a tap before any script has loaded.
 */
export function MenuSummary({ level, children }: { level: MenuLevel; children: React.ReactNode }) {
  return (
    <Typography component="summary" variant="inherit" className={`menu-${level}`}>
      {children}
    </Typography>
  );
}
