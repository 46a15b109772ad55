/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { theme } from '../theme';
import { USED_COMPONENT_PALETTES, themeVariablesCss } from '../stylesheet';

const src = path.resolve(__dirname, '../..');
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });

describe('the theme variables written into every page', () => {
  const css = themeVariablesCss(theme);
  const groups = (text: string) => new Set([...text.matchAll(/--mui-palette-([A-Z]\w+)-/g)].map((m) => m[1]));

  it('keep the palette groups of the MUI components the site renders, and only those', () => {
    expect([...groups(css)].sort()).toEqual([...USED_COMPONENT_PALETTES].sort());
  });

  it('cover every MUI component imported under src/ that has a palette group of its own', () => {
    const all = groups(
      (theme.generateStyleSheets() as Record<string, Record<string, string>>[])
        .flatMap((sheet) => Object.values(sheet).flatMap((props) => Object.keys(props)))
        .join(' '),
    );
    const imported = new Set(
      filesUnder(src).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/@mui\/material\/(\w+)'/g)].map((m) => m[1]!),
      ),
    );
    // TextField draws with InputBase/OutlinedInput, whose colours come from the common palette.
    const needed = [...imported].filter((name) => all.has(name));
    expect(needed.filter((name) => !(USED_COMPONENT_PALETTES as readonly string[]).includes(name))).toEqual(
      [],
    );
    expect(css).toContain('--mui-palette-primary-main');
  });
});

describe('the theme’s CSS variables', () => {
  const css = themeVariablesCss(theme);

  it('leave out the groups nothing on the site reads', () => {
    expect(css).not.toMatch(/--mui-(overlays-[1-9]|shadows-(3|5|7|9|1\d|2\d)|zIndex-(?!appBar))/);
    expect(css).not.toMatch(/--mui-palette-(secondary|info|success|warning)-(?!main)/);
    expect(css).not.toMatch(/--mui-palette-(Alert|Switch)-(info|success|warning)/);
  });

  it('keep what the site and its MUI components read, and the theme still renders every colour’s variant', () => {
    for (const name of [
      'palette-primary-mainChannel',
      'palette-Alert-errorStandardBg',
      'shadows-2',
      'zIndex-appBar',
    ])
      expect(css).toContain(`--mui-${name}:`);
    // Button, Link and Switch build a variant per palette colour from vars.palette[color].main.
    expect(theme.vars.palette.info.main).toMatch(/^var\(--mui-palette-info-main\b/);
  });
});
