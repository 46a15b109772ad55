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

type Variant = 'top' | 'item';

/** What a menu's trigger looks like, a summary or a button; `open` selects it while its menu is open. */
const trigger = (variant: Variant, open: string) => ({
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
  [`&:hover, ${open}`]: { background: palette.action.hover, color: palette.primary.main },
  '& > svg': { transition: 'transform 150ms', flexShrink: 0 },
  [`${open} > svg.chevron-down`]: { transform: 'rotate(180deg)' },
});
const noVariant = { shouldForwardProp: (prop: string) => prop !== 'variant' };

/**
 * The summary of a native disclosure (`<details>`) that opens a dropdown or submenu, styled like a
 * top link or an item. It opens on a tap before any script has loaded.
 */
export const MenuSummary = styled(
  'summary',
  noVariant,
)<{ variant: Variant }>(({ variant }) => ({
  ...trigger(variant, 'details[open] > &'),
  listStyle: 'none',
  userSelect: 'none',
  '&::-webkit-details-marker': { display: 'none' },
}));

/** The button that opens a footer group, styled like an item. */
export const MenuButton = styled(
  'button',
  noVariant,
)<{ variant: Variant }>(({ variant }) => ({
  ...trigger(variant, '&[aria-expanded="true"]'),
  width: variant === 'item' ? '100%' : 'auto',
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: variant === 'top' ? 600 : 500,
  fontSize: variant === 'top' ? '1rem' : '0.95rem',
}));
