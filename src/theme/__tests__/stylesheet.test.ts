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
