import type { Theme } from '@mui/material/styles';
import { focusRing } from './theme-options';
import { COLOR_SCHEME } from './color-scheme';
import { FALLBACK_FAMILIES, FONT_SANS } from './font';

type Sheet = Record<string, Record<string, string | number>>;

// MUI's sheets are style objects: `colorScheme` must reach CSS as `color-scheme` (custom
// properties such as --mui-palette-… keep their case).
const cssProperty = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const block = (selector: string, props: Record<string, string | number>) =>
  `${selector}{${Object.entries(props)
    .map(([k, val]) => `${cssProperty(k)}:${val}`)
    .join(';')}}`;

/**
 * The MUI components whose own palette group (`--mui-palette-Alert-…`) the site needs: those it
 * renders (the contact dialog's Alert, Button and Switch). MUI writes a group for every component
 * it has (AppBar, Chip, Slider, Tooltip…): ~3 kB of every page's HTML that nothing reads. A test
 * checks this list against the MUI components imported under src/.
 */
export const USED_COMPONENT_PALETTES = ['Alert', 'Button', 'Switch'] as const;
const UNUSED_COMPONENT_PALETTE = new RegExp(
  `^--mui-palette-(?!(?:${USED_COMPONENT_PALETTES.join('|')})-)[A-Z]`,
);

/** MUI's CSS variables for both schemes, as rules: a selector and its declarations. */
export function themeVariableRules(theme: Theme): [string, Record<string, string | number>][] {
  return (theme.generateStyleSheets() as Sheet[]).flatMap((sheet) =>
    Object.entries(sheet).map(([selector, props]): [string, Record<string, string | number>] => [
      selector,
      Object.fromEntries(Object.entries(props).filter(([key]) => !UNUSED_COMPONENT_PALETTE.test(key))),
    ]),
  );
}

/** The same as static CSS (the editor's preview writes it into its frame). */
export const themeVariablesCss = (theme: Theme): string =>
  themeVariableRules(theme)
    .map(([selector, props]) => block(selector, props))
    .join('');

/** The baseline MUI's CssBaseline would inject at runtime, written once into the HTML instead. */
export function baselineCss(theme: Theme): string {
  const ring = focusRing(theme);
  // The brand font's faces are not here (font.ts): the page applies them after its first paint,
  // which these fallback faces, sized to Inter's metrics, draw (the root's family list, FONT_SANS).
  // The bold text gets its own face: Arial's regular face made bold is as wide as its regular, and
  // Inter's bold capitals are narrower, so the home hero's capitals wrapped to two lines and the
  // swap shifted the page (0.02).
  // 101.5% keeps them on one line at 390 px and halves the elements moved by the swap across the site.
  return `@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica Neue"),local("Helvetica");size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}
@font-face{font-family:"Inter Fallback";font-weight:600 900;src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("Helvetica Neue Bold"),local("Helvetica Bold");size-adjust:101.5%;ascent-override:95.44%;descent-override:23.76%;line-gap-override:0%}
html{${FONT_SANS}:${FALLBACK_FAMILIES};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;color-scheme:light;scroll-behavior:smooth}
[${COLOR_SCHEME.attribute}="dark"]{color-scheme:dark}
*,*::before,*::after{box-sizing:inherit}
body{margin:0;font-family:${theme.typography.fontFamily};font-size:1rem;line-height:1.5;color:var(--mui-palette-text-primary);background-color:var(--mui-palette-background-default);overflow-wrap:break-word}
img,svg{max-width:100%}
img{height:auto}
[hidden]{display:none!important}
${block(':focus-visible', { ...ring, outlineOffset: `${ring.outlineOffset}px` })}
[data-keep][aria-busy=true],[commandfor][aria-busy=true]{cursor:progress;opacity:.72}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important}}`.replace(
    /\n/g,
    '',
  );
}
