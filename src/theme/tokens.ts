/**
 * The theme's input (theme-options.ts): brand colour scales, font family, sizes, breakpoints and
 * type scale. Styles read the theme, not this file: theme/css.ts for build-time styles.
 */
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

// "Inter Fallback" (theme/stylesheet.ts) is a local sans face resized to Inter's metrics.
export const fontFamily =
  '"Inter Variable", "Inter Fallback", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

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
type Breakpoint = keyof typeof breakpoints;

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

// ---------------------------------------------------------------------------------------------
// Copies of theme values, kept only while the Emotion-styled folders still import them
// (src/components/{blog,cases,common,home,services,industries}, src/templates); removed when
// they read theme/css.ts instead. Nothing else may import these.

/** @deprecated theme/css.ts's `up`/`down`. */
export const mq = {
  up: (bp: Breakpoint) => `@media (min-width:${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width:${breakpoints[bp] - 0.05}px)`,
};

/** @deprecated theme/css.ts's `vars.palette`. */
const v = (name: string) => `var(--mui-palette-${name})`;
export const palette = {
  primary: {
    main: v('primary-main'),
    light: v('primary-light'),
    dark: v('primary-dark'),
    contrastText: v('primary-contrastText'),
  },
  text: { primary: v('text-primary'), secondary: v('text-secondary') },
  background: { default: v('background-default'), paper: v('background-paper') },
  divider: v('divider'),
  grey: Object.fromEntries(
    ([50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const).map((shade) => [shade, v(`grey-${shade}`)]),
  ) as Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900, string>,
  error: { main: v('error-main') },
  action: { hover: v('action-hover') },
  control: { border: v('control-border'), placeholder: v('control-placeholder') },
} as const;

/**
 * A theme colour at an opacity, e.g. `translucent('primary-main', 0.18)`: MUI also emits each
 * colour's RGB channels (`--mui-palette-primary-mainChannel`), which CSS can mix with an alpha
 * (a hex alpha glued to a var() is not CSS: the browser drops the declaration).
 */
export const translucent = (name: 'primary-main' | 'primary-light', alpha: number) =>
  `rgb(${v(`${name}Channel`)} / ${alpha})`;

/**
 * For blocks that are usually below the first screen (page sections, the footer, cards of a long
 * list): the browser skips their layout and paint until they come near the viewport, which
 * shortens the first layout of a long page (the largest main-thread task before any script). The
 * remembered size (`auto`) keeps the scrollbar steady once a block has been seen; `estimate` is
 * the block's typical height. Only where the browser anchors scrolling (`overflow-anchor`): a
 * block rendered at its real height then does not move what the visitor is looking at. WebKit has
 * no scroll anchoring, and a jump to the contact block on / ended 379 px past it as the sections
 * above took their real heights, so there every block is laid out from the start.
 */
/** @deprecated theme/css.ts's renderWhenNear. */
export const renderWhenNear = (estimate: number) =>
  ({
    '@supports (overflow-anchor: auto)': {
      contentVisibility: 'auto',
      containIntrinsicSize: `auto ${estimate}px`,
      // A jump to a #fragment lays every block out at its real size first: a smooth scroll
      // aimed with estimates missed the contact block by 300-2,300 px in Firefox.
      ':root:has(:target) &': { contentVisibility: 'visible' },
    },
  }) as const;

/**
 * For a grid or flex container whose items hold text: an item may shrink below its longest word
 * (max-width too, for an item sized to its content, as under justify-items: start), which then wraps (the page's `overflow-wrap: break-word`), so a large default font size (32 px
 * on a phone) cannot make the page wider than the screen.
 */
/** @deprecated theme/css.ts's shrinkableItems. */
export const shrinkableItems = { '& > *': { minWidth: 0, maxWidth: '100%' } } as const;
