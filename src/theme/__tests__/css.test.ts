/** @jest-environment node */
import { theme } from '../theme';
import { themeVariablesCss } from '../stylesheet';
import { translucent, vars } from '../css';
import { COLOR_SCHEME } from '../color-scheme';

/**
 * Build-time styles read MUI's CSS variables (theme/css.ts): every variable they can name must be
 * one the theme really emits, in both schemes, or the style silently falls away.
 */
const css = themeVariablesCss(theme);
const declared = new Set([...css.matchAll(/(--mui-[\w-]+):/g)].map((m) => m[1]));
const referenced = (value: string) => [...value.matchAll(/var\((--mui-[\w-]+)/g)].map((m) => m[1]!);

describe('the theme as styles read it', () => {
  it('names only CSS variables the MUI theme emits', () => {
    const palette = vars.palette;
    const names = [
      palette.primary.main,
      palette.primary.dark,
      palette.primary.contrastText,
      palette.text.primary,
      palette.text.secondary,
      palette.background.default,
      palette.background.paper,
      palette.divider,
      palette.action.hover,
      palette.control.border,
      palette.control.placeholder,
      palette.error.main,
      translucent('main', 0.1),
      translucent('light', 0.1),
    ].flatMap(referenced);
    expect(names.length).toBeGreaterThan(12);
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('emits both schemes under the attribute the colour-mode switch sets', () => {
    expect(css).toContain(`[${COLOR_SCHEME.attribute}="dark"]`);
    expect(css).toContain(`[${COLOR_SCHEME.attribute}="light"]`);
  });
});
