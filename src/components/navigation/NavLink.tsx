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
