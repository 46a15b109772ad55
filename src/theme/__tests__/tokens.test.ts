/** @jest-environment node */
import { theme } from '../theme';
import { themeVariablesCss } from '../stylesheet';
import { breakpoints, palette, translucent } from '../tokens';
import { COLOR_SCHEME } from '../color-scheme';

/**
 * The shell styles with Emotion against MUI's CSS variables without loading MUI: every variable it
 * names must be one the theme really emits, in both schemes, or the style silently falls away.
 */
const css = themeVariablesCss(theme);
const declared = new Set([...css.matchAll(/(--mui-[\w-]+):/g)].map((m) => m[1]));
const referenced = (value: string) => [...value.matchAll(/var\((--mui-[\w-]+)\)/g)].map((m) => m[1]!);
const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flatten);

describe('theme tokens', () => {
  it('name only CSS variables the MUI theme emits', () => {
    const names = [
      ...flatten(palette),
      translucent('primary-main', 0.1),
      translucent('primary-light', 0.1),
    ].flatMap(referenced);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('emit both schemes under the attribute the colour-mode switch sets', () => {
    expect(css).toContain(`[${COLOR_SCHEME.attribute}="dark"]`);
    expect(css).toContain(`[${COLOR_SCHEME.attribute}="light"]`);
  });

  it('share one set of breakpoints with the theme', () => {
    expect(theme.breakpoints.values).toEqual(breakpoints);
  });
});
