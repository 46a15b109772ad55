/** @jest-environment node */
import { downloadUrlPrefix, parseContactFileUrl } from '../file-url.ts';
import { contactUploadPath } from '../upload-path.ts';

const LOCAL = downloadUrlPrefix('http://localhost:8000', 'fernhill-studio.firebasestorage.app');
const PROD = downloadUrlPrefix(
  'https://firebasestorage.googleapis.com',
  'fernhill-studio.firebasestorage.app',
);
const TOKEN = '6f1c9a52-3b0e-4f7e-9c1d-2a8b7c6d5e4f';

describe('parseContactFileUrl', () => {
  it('takes apart a getDownloadURL result of the local stand-in and of production', () => {
    const path = contactUploadPath('Jane Doe', 'brief.pdf', '42');
    for (const prefix of [LOCAL, PROD]) {
      const url = `${prefix}${encodeURIComponent(path)}?alt=media&token=${TOKEN}`;
      expect(parseContactFileUrl(url, [LOCAL, PROD])).toEqual({
        url,
        path,
        token: TOKEN,
        fileName: '42-brief.pdf',
      });
    }
  });

  it('accepts only configured prefixes', () => {
    const url = `${PROD}contact%2Fa%2Fb.pdf?alt=media&token=${TOKEN}`;
    expect(parseContactFileUrl(url, [LOCAL])).toBeNull();
  });

  it.each([
    ['a raw slash in the object name', `${LOCAL}contact/a/b.pdf?alt=media&token=${TOKEN}`],
    ['a fragment', `${LOCAL}contact%2Fa%2Fb.pdf?alt=media&token=${TOKEN}#x`],
    ['alt other than media', `${LOCAL}contact%2Fa%2Fb.pdf?alt=json&token=${TOKEN}`],
    ['a malformed escape', `${LOCAL}contact%2Fa%2Fb%zz.pdf?alt=media&token=${TOKEN}`],
    ['an encoded backslash', `${LOCAL}contact%2Fa%5C..%2Fb.pdf?alt=media&token=${TOKEN}`],
    ['an uppercase %2E%2E', `${LOCAL}contact%2F%2E%2E%2Fb.pdf?alt=media&token=${TOKEN}`],
    [
      'a user-info host trick',
      `http://localhost:8000@evil.example/v0/b/x/o/contact%2Fa%2Fb.pdf?alt=media&token=${TOKEN}`,
    ],
    ['a whitespace', `${LOCAL}contact%2Fa%2Fb.pdf?alt=media&token=${TOKEN} `],
  ])('refuses %s', (_label, url) => {
    expect(parseContactFileUrl(url, [LOCAL])).toBeNull();
  });

  it('ignores prefixes that do not end at the object collection', () => {
    const url = `${LOCAL}contact%2Fa%2Fb.pdf?alt=media&token=${TOKEN}`;
    expect(parseContactFileUrl(url, ['http://localhost:8000/'])).toBeNull();
  });
});
