import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';

/** A menu link: "top" in the bar, "item" inside dropdowns and accordions. */
export const NavLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: 'top' | 'item';
}>(({ variant }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: variant === 'top' ? '0 14px' : '8px 14px',
  borderRadius: 8,
  color: palette.text.primary,
  fontWeight: variant === 'top' ? 600 : 500,
  fontSize: variant === 'top' ? '1rem' : '0.95rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { background: palette.action.hover, color: palette.primary.main },
  '&[aria-current="page"]': { color: palette.primary.main },
}));

/**
 * The summary of a native disclosure (`<details>`) that opens a dropdown, submenu or footer group,
 * styled like a top link or an item. It opens on a tap before any script has loaded.
 */
export const MenuSummary = styled('summary', { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: 'top' | 'item';
}>(({ variant }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 4,
  minHeight: 44,
  padding: variant === 'top' ? '0 10px 0 14px' : '8px 10px 8px 14px',
  borderRadius: 8,
  color: palette.text.primary,
  fontWeight: variant === 'top' ? 600 : 500,
  fontSize: variant === 'top' ? '1rem' : '0.95rem',
  cursor: 'pointer',
  listStyle: 'none',
  userSelect: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover, details[open] > &': { background: palette.action.hover, color: palette.primary.main },
  '& > svg': { transition: 'transform 150ms', flexShrink: 0 },
  'details[open] > & > svg.chevron-down': { transform: 'rotate(180deg)' },
}));

/** The button that opens a dropdown or submenu, styled like a top link. */
export const MenuButton = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: 'top' | 'item';
}>(({ variant }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 4,
  width: variant === 'item' ? '100%' : 'auto',
  minHeight: 44,
  padding: variant === 'top' ? '0 10px 0 14px' : '8px 10px 8px 14px',
  border: 0,
  borderRadius: 8,
  background: 'none',
  color: palette.text.primary,
  font: 'inherit',
  fontWeight: variant === 'top' ? 600 : 500,
  fontSize: variant === 'top' ? '1rem' : '0.95rem',
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': {
    background: palette.action.hover,
    color: palette.primary.main,
  },
  '& > svg': { transition: 'transform 150ms' },
  '&[aria-expanded="true"] > svg.chevron-down': { transform: 'rotate(180deg)' },
}));
