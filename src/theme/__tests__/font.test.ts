/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_CHARACTERS, FONT_FILES, fontFacesCss, unicodeRange } from '../font';

const root = path.join(__dirname, '../../..');

describe('the font faces', () => {
  it('writes a range of code points as CSS runs', () => {
    expect(unicodeRange('cab\u2014e\u2013')).toBe('U+0061-0063,U+0065,U+2013-2014');
    expect(unicodeRange('')).toBe('');
  });

  it('covers ASCII in the core face', () => {
    expect(unicodeRange(CORE_CHARACTERS)).toMatch(/^U\+0020-007E,/);
  });

  it('puts the core face last, with the same descriptors as the Latin one', () => {
    const css = fontFacesCss({ core: '/core.woff2', latin: '/latin.woff2' });
    const [latin = '', core = '', ...more] = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(more).toEqual([]);
    expect(latin).toContain('url(/latin.woff2)');
    expect(core).toContain('url(/core.woff2)');
    const descriptors = (face: string) => face.replace(/src:[^;]*;|unicode-range:[^;}]*/g, '');
    expect(descriptors(latin)).toBe(descriptors(core));
  });

  it('names files that exist, and the ones gatsby-ssr.tsx imports', () => {
    expect(existsSync(path.join(root, 'node_modules', FONT_FILES.latin))).toBe(true);
    expect(existsSync(path.join(root, FONT_FILES.core))).toBe(true);
    const ssr = readFileSync(path.join(root, 'gatsby-ssr.tsx'), 'utf8');
    expect(ssr).toContain(`from '${FONT_FILES.latin}'`);
    expect(ssr).toContain(`from './${FONT_FILES.core}'`);
  });
});
