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

const linkSx = (level: MenuLevel): SxProps<Theme> => ({
  ...text(level),
  display: 'flex',
  alignItems: 'center',
  padding: level === 'top' ? '0 14px' : '8px 14px',
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
  '&[aria-current="page"]': { color: 'primary.main' },
});

// The summary is highlighted while its own group is open; its chevron turns.
const open = 'details[open] > &';
const summarySx = (level: MenuLevel): SxProps<Theme> => ({
  ...text(level),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4px',
  padding: level === 'top' ? '0 10px 0 14px' : '8px 10px 8px 14px',
  cursor: 'pointer',
  listStyle: 'none',
  userSelect: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  [`&:hover, ${open}`]: { bgcolor: 'action.hover', color: 'primary.main' },
  '& > svg': { transition: 'transform 150ms', flexShrink: 0 },
  [`${open} > svg.chevron-down`]: { transform: 'rotate(180deg)' },
});
// Built once: every menu renders many of these.
const LINK_SX = { top: linkSx('top'), item: linkSx('item') };
const SUMMARY_SX = { top: summarySx('top'), item: summarySx('item') };

/** A menu link (MUI's Link, through Gatsby's router for internal paths: see theme.ts). */
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
    <Link href={href} underline="none" sx={LINK_SX[level]}>
      {children}
    </Link>
  );
}

/**
 * The summary of a native disclosure (`<details>`) that opens a dropdown, submenu or footer group,
 * styled like a top link or an item. It opens on a tap before any script has loaded.
 */
export function MenuSummary({
  level,
  children,
  onClick,
}: {
  level: MenuLevel;
  children: React.ReactNode;
  onClick?: React.MouseEventHandler<HTMLElement>;
}) {
  return (
    <Typography component="summary" variant="inherit" sx={SUMMARY_SX[level]} onClick={onClick}>
      {children}
    </Typography>
  );
}
