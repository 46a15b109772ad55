/**
 * The theme's input (theme-options.ts): brand colour scales, font family, sizes, breakpoints and
 * type scale. Styles read the theme, not this file: theme/css.ts for build-time styles (its `ink`
 * and `brand` for the few colours kept in both schemes). Markup that draws a brand colour itself
 * (the logo, the browser's theme colour) reads the scale here.
 */
import { FONT_SANS } from './font';

export const green = {
  50: '#ecfdf5',
  100: '#d1fae5',
  300: '#6ee7b7',
  400: '#34d399',
  500: '#10b981',
  600: '#059669',
  700: '#047857',
  800: '#065f46',
  900: '#064e3b',
} as const;

/** Cool gray (slate): blue-tinted neutrals. */
export const coolGray = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#020617',
} as const;

// A variable: the brand font applies block by block (font.ts).
export const fontFamily = `var(${FONT_SANS})`;

export const sizes = {
  headerButtonHeight: 52,
  formButtonHeight: 64,
  contentMaxWidth: 1200,
  headerHeight: 72,
  /** Container's inline padding: phones, then from the md breakpoint. */
  gutter: { xs: 20, md: 32 },
} as const;

/** The theme's breakpoints (its `breakpoints.values`). */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/**
 * Where the header shows its menu in the bar instead of behind the menu button: md, in em. A media
 * query's em is the browser's default font size, so a visitor who set a larger one (32 px doubles
 * it) gets the menu button rather than a bar that overflows; at 16 px it is md exactly.
 */
export const wideHeader = `(min-width:${breakpoints.md / 16}em)`;

/** The theme's type scale (read it as theme/css.ts's `typography`). */
export const typography = {
  h1: { fontSize: 'clamp(2.25rem, 5vw, 3.5rem)', fontWeight: 750, lineHeight: 1.1, letterSpacing: '-0.02em' },
  h2: {
    fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)',
    fontWeight: 700,
    lineHeight: 1.2,
    letterSpacing: '-0.01em',
  },
  h3: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.35 },
} as const;
