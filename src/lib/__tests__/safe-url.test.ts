/** @jest-environment node */
import { isInternalPath, isSafeUrl, resolveNavigation } from '../safe-url.ts';

describe('isSafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'blob:https://example.com/1234',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));

  it.each(['/Cases', 'https://cal.com/x', 'mailto:hello@fernhill.studio', 'tel:+14155550142', '#main'])(
    'accepts %j',
    (url) => expect(isSafeUrl(url)).toBe(true),
  );
});

describe('resolveNavigation', () => {
  it('navigates internally to site paths', () => {
    expect(resolveNavigation('/Blog')).toEqual({ kind: 'internal', path: '/Blog' });
  });

  it('needs the explicit external flag to leave the site', () => {
    expect(() => resolveNavigation('https://cal.com/fernhill')).toThrow(/external: true/);
    expect(resolveNavigation('https://cal.com/fernhill', { external: true })).toEqual({
      kind: 'external',
      url: 'https://cal.com/fernhill',
    });
  });

  it('treats protocol-relative and backslash paths as external', () => {
    expect(isInternalPath('//evil.example/x')).toBe(false);
    expect(isInternalPath('/\\evil.example')).toBe(false);
    expect(() => resolveNavigation('//evil.example/x')).toThrow();
  });

  it('refuses dangerous protocols even when flagged external', () => {
    expect(() => resolveNavigation('javascript:alert(1)', { external: true })).toThrow(/unsafe/);
    expect(() => resolveNavigation('ftp://x.example', { external: true })).toThrow(/Unsupported/);
  });
});
