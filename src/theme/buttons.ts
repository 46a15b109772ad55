import { palette, sizes } from './tokens';

/** The call-to-action look (buttons and button-like links) shared by heroes and contact blocks. */
export const primaryButton = {
  display: 'inline-flex',
  alignItems: 'center',
  height: sizes.headerButtonHeight,
  padding: '0 26px',
  border: 0,
  borderRadius: 14,
  background: palette.primary.main,
  color: palette.primary.contrastText,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: palette.primary.dark },
} as const;

/** The quieter companion of primaryButton: outlined, for secondary actions (e.g. Subscribe with RSS). */
export const secondaryButton = {
  ...primaryButton,
  background: 'transparent',
  color: palette.text.primary,
  border: `1px solid ${palette.divider}`,
  '&:hover': { background: palette.action.hover },
} as const;
