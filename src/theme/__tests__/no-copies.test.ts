/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { coolGray, green } from '../tokens';

/**
 * The brand's colours are written once, in theme/tokens.ts (the theme's input): a style reads them
 * through the theme (theme/css.ts), markup through the scale. A hex or RGB copy of one anywhere else
 * under src/ would drift from the theme the day the brand changes.
 */
const SRC = join(__dirname, '..', '..');
const SOURCES = new Set(['theme/tokens.ts', 'theme/theme-options.ts']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const copies = [...Object.values(green), ...Object.values(coolGray)].flatMap((hex) => {
  const [r, g, b] = channels(hex);
  return [
    { label: hex, pattern: new RegExp(`${hex}(?![0-9a-f])`, 'i') },
    {
      label: `rgb ${r} ${g} ${b}`,
      pattern: new RegExp(`\\b${r}\\s*,?\\s+${g}\\s*,?\\s+${b}\\b|\\b${r},${g},${b}\\b`),
    },
  ];
});

describe('the brand colours', () => {
  const checked = files(SRC).filter((path) => !SOURCES.has(relative(SRC, path)));

  it('are read from the theme or its input, never copied into a file under src/', () => {
    expect(checked.length).toBeGreaterThan(100);
    const found = checked.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return copies
        .filter(({ pattern }) => pattern.test(text))
        .map(({ label }) => `${relative(SRC, path)}: ${label}`);
    });
    expect(found).toEqual([]);
  });

  it('would be caught in either form', () => {
    const text = 'boxShadow: \'0 12px 32px rgb(15 23 42 / 0.14)\', fill="#047857"';
    expect(copies.filter(({ pattern }) => pattern.test(text)).map(({ label }) => label)).toEqual([
      '#047857',
      'rgb 15 23 42',
    ]);
  });
});
