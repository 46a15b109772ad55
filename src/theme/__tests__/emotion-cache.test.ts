/** @jest-environment jsdom */
import { createBrowserEmotionCache, createEmotionCache, SERVER_STYLE_ATTRIBUTE } from '../emotion-cache';

describe('createBrowserEmotionCache', () => {
  it("adopts the server's style tag where it is and puts new rules right after it", () => {
    document.head.innerHTML =
      `<style id="before"></style><style id="server" ${SERVER_STYLE_ATTRIBUTE}="css abc123 def456">` +
      `.css-abc123{color:red}</style><style id="theme"></style>`;
    const moves = new MutationObserver(() => undefined);
    moves.observe(document.head, { childList: true });

    const cache = createBrowserEmotionCache();
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(moves.takeRecords()).toEqual([]); // the server's tag was not re-inserted

    cache.insert('.css-new1', { name: 'new1', styles: 'color:blue;', next: undefined }, cache.sheet, true);
    const order = [...document.head.children].map((tag) => tag.id || tag.getAttribute('data-emotion'));
    expect(order).toEqual(['before', 'server', 'css', 'theme']);
    expect(cache.inserted['new1']).toBe(true);
  });

  it('falls back to a fresh cache without server styles (a page rendered in the browser)', () => {
    document.head.innerHTML = '<style id="theme"></style>';
    const cache = createBrowserEmotionCache();
    expect(cache.key).toBe('css');
    expect(cache.inserted).toEqual({});
  });
});

describe('the Emotion caches', () => {
  // Rules that Emotion's default stylis prefixer would write three or four times over.
  const rule = {
    name: 'p1',
    styles: 'display:flex;user-select:none;transition:transform 1s;',
    next: undefined,
  };

  it.each([
    ['server', () => createEmotionCache()],
    ['browser', () => createBrowserEmotionCache()],
  ])('write no vendor prefixes (%s)', (_, create) => {
    document.head.innerHTML = '';
    const cache = create();
    const written: string[] = [];
    const sheet = { ...cache.sheet, insert: (css: string) => void written.push(css) };
    cache.insert('.css-p1', rule, sheet as typeof cache.sheet, true);
    expect(written).toEqual(['.css-p1{display:flex;user-select:none;transition:transform 1s;}']);
  });
});
