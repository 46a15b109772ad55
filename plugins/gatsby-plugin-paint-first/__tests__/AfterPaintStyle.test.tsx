/** @jest-environment node */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { AfterPaintStyle } from '../src/AfterPaintStyle';
import { applyAfterPaint } from '../src/after-paint';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SEEN_KEY } from '../src/markers';

const CSS = '@font-face{font-family:"X";src:url(/x.woff2)}';
const head = renderToStaticMarkup(<AfterPaintStyle css={CSS} />);

/**
 * The head as a browser parses it, its scripts run: whether the browser reports the largest paint
 * and anchors scrolling (Chromium and Firefox do both; WebKit has no scroll anchoring); `seen` is the
 * origin's storage.
 */
function parse({
  largestPaint,
  anchoring = true,
  seen,
}: {
  largestPaint: boolean;
  anchoring?: boolean;
  seen?: string;
}) {
  const dom = new JSDOM(`<!doctype html><html><head>${head}</head><body><h1>Hi</h1></body></html>`, {
    url: 'https://example.test/',
    runScripts: 'dangerously',
    beforeParse(window) {
      if (seen) window.localStorage.setItem(AFTER_PAINT_SEEN_KEY, seen);
      Object.assign(window, {
        PerformanceObserver: {
          supportedEntryTypes: largestPaint ? ['largest-contentful-paint', 'paint'] : ['paint'],
        },
        CSS: {
          supports: (property: string, value: string) =>
            anchoring && property === 'overflow-anchor' && value === 'auto',
        },
      });
    },
  });
  const held = dom.window.document.querySelector(`style[${AFTER_PAINT_ATTRIBUTE}]`)!;
  return { dom, held };
}

describe('AfterPaintStyle', () => {
  it('holds its rules back where the browser reports the largest paint, on a first visit', () => {
    const { held } = parse({ largestPaint: true });
    expect(held.getAttribute('media')).toBe('not all');
    expect(held.textContent).toBe(CSS);
  });

  it('applies them as the head is parsed where the browser has no scroll anchoring or no largest paint', () => {
    expect(parse({ largestPaint: true, anchoring: false }).held.hasAttribute('media')).toBe(false);
    expect(parse({ largestPaint: false }).held.hasAttribute('media')).toBe(false);
  });

  it('applies them as the head is parsed once the origin has applied them before', () => {
    const { dom, held } = parse({ largestPaint: true });
    applyAfterPaint(dom.window as unknown as Window);
    expect(held.hasAttribute('media')).toBe(false);
    expect(dom.window.localStorage.getItem(AFTER_PAINT_SEEN_KEY)).toBe('1');
    expect(parse({ largestPaint: true, seen: '1' }).held.hasAttribute('media')).toBe(false);
  });

  it('keeps a copy a browser without scripts applies', () => {
    // Parsed with scripting off, <noscript> is markup: its <style> is in the document.
    const dom = new JSDOM(`<!doctype html><html><head>${head}</head></html>`, { runScripts: undefined });
    const applied = [...dom.window.document.querySelectorAll('style')].filter(
      (s) => !s.hasAttribute('media'),
    );
    expect(applied.map((s) => s.textContent)).toEqual([CSS]);
  });
});
