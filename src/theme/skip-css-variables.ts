import { shouldSkipGeneratingVar as muiSkips } from '@mui/material/styles';

/**
 * Which of MUI's CSS variables the theme does not generate: MUI writes one for every value of the
 * theme, for both schemes (~20 kB of every page's HTML), and the site reads few. Skipped here are
 * the groups nothing on the site reads, neither its own styles nor the MUI components it renders
 * (Alert, Button, FormControl, Link, OutlinedInput, Paper, Switch, Typography). A skipped value is
 * gone from `theme.vars` too, so a component that starts reading one gets `undefined`:
 * tests/e2e/html-weight.spec.ts fails when a built page names a variable that is not defined. The
 * type scale (`font`) stays: MUI's system resolves an `sx` `font: 'inherit'` through
 * `theme.vars.font` (to `var(--mui-font-inherit, …)`, which inherits); without it the declaration is
 * written as an invalid literal and dropped, and the Get in touch button fell back to the browser's
 * 13.3 px (the screenshots caught it).
 */
const SKIPPED: readonly ((keys: string[]) => boolean)[] = [
  // Paper's dark-scheme tint per elevation: the site's only Paper has elevation 0.
  ([group, index]) => group === 'overlays' && index !== '0',
  // Shadows: the contained Button's (2, 4 on hover, 6 on focus, 8 pressed) and Paper's 0 and 1.
  ([group, index]) => group === 'shadows' && !['0', '1', '2', '4', '6', '8'].includes(index ?? ''),
  // Layers: only the header's (appBar); the site has no drawer, modal, snackbar or tooltip of MUI's.
  ([group, name]) => group === 'zIndex' && name !== 'appBar',
  // Palette colours no component is given (colour props are primary, error or text.*). Their `main`
  // stays: Button, Link and Switch build a variant for every colour from `vars.palette[color].main`.
  ([group, color, key]) =>
    group === 'palette' &&
    ['secondary', 'info', 'success', 'warning'].includes(color ?? '') &&
    key !== 'main',
  // Component palettes' entries for those colours (Alert is only ever severity="error").
  ([group, component, key]) =>
    group === 'palette' &&
    (component === 'Alert' || component === 'Switch') &&
    /^(secondary|info|success|warning)/.test(key ?? ''),
];

export const shouldSkipGeneratingVar = (keys: string[]): boolean =>
  muiSkips(keys) || SKIPPED.some((skip) => skip(keys));
