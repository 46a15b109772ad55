/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_FONT, CORE_CHARACTERS, FONT_FILES, FONT_SANS, fontFacesCss, unicodeRange } from '../font';

const root = path.join(__dirname, '../../..');

describe('the font faces', () => {
  it('writes a range of code points as CSS runs', () => {
    expect(unicodeRange('cab\u2014e\u2013')).toBe('U+0061-0063,U+0065,U+2013-2014');
    expect(unicodeRange('')).toBe('');
  });

  it('covers ASCII in the core face', () => {
    expect(unicodeRange(CORE_CHARACTERS)).toMatch(/^U\+0020-007E,/);
  });

  it('names the core family first, and the Latin file as a family after it with the same descriptors', () => {
    const css = fontFacesCss({ core: '/core.woff2', latin: '/latin.woff2' });
    const [core = '', latin = '', ...more] = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(more).toEqual([]);
    expect(core).toContain('font-family:"Inter Variable";');
    expect(core).toContain('url(/core.woff2)');
    expect(latin).toContain('font-family:"Inter Latin";');
    expect(latin).toContain('url(/latin.woff2)');
    const descriptors = (face: string) =>
      face.replace(/font-family:[^;]*;|src:[^;]*;|unicode-range:[^;}]*/g, '');
    expect(descriptors(latin)).toBe(descriptors(core));
    expect(BRAND_FONT).toContain(`${FONT_SANS}:"Inter Variable","Inter Latin","Inter Fallback",`);
  });

  it('names files that exist, and the ones gatsby-ssr.tsx imports', () => {
    expect(existsSync(path.join(root, 'node_modules', FONT_FILES.latin))).toBe(true);
    expect(existsSync(path.join(root, FONT_FILES.core))).toBe(true);
    const ssr = readFileSync(path.join(root, 'gatsby-ssr.tsx'), 'utf8');
    expect(ssr).toContain(`from '${FONT_FILES.latin}'`);
    expect(ssr).toContain(`from './${FONT_FILES.core}'`);
  });
});
