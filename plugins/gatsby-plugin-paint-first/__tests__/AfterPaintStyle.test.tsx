/** @jest-environment node */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { AfterPaintStyle } from '../src/AfterPaintStyle';
import { applyAfterPaint, applyAfterPaintInSteps, STEP_TEXT } from '../src/after-paint';
import {
  AFTER_PAINT_APPLIED_ATTRIBUTE,
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_COPY_ATTRIBUTE,
  AFTER_PAINT_SEEN_KEY,
} from '../src/markers';

const CSS = '@font-face{font-family:"X";src:url(/x.woff2)}';
const DECLARATIONS = '--font:"X",sans-serif';
const BLOCKS = 'header, main > *, section > p, footer';
const head = renderToStaticMarkup(<AfterPaintStyle css={CSS} declarations={DECLARATIONS} blocks={BLOCKS} />);
const BODY =
  '<header>H</header><main><h1>Hi</h1><section>S<p>P</p><p>Q</p></section></main><footer>F</footer><dialog>D</dialog>';

/**
 * The head as a browser parses it, its scripts run: whether the browser reports the largest paint
 * and anchors scrolling (Chromium and Firefox do both; WebKit has no scroll anchoring); `seen` is the
 * origin's storage; `body` the page's.
 */
function parse({
  largestPaint,
  anchoring = true,
  seen,
  body = BODY,
}: {
  largestPaint: boolean;
  anchoring?: boolean;
  seen?: string;
  body?: string;
}) {
  const dom = new JSDOM(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, {
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
  const held = dom.window.document.querySelector('style')!;
  const applied = () =>
    [...dom.window.document.querySelectorAll(`[${AFTER_PAINT_APPLIED_ATTRIBUTE}]`)].map((e) => e.localName);
  return { dom, held, applied };
}

describe('AfterPaintStyle', () => {
  it('holds its declarations back where the browser reports the largest paint, on a first visit', () => {
    const { held, applied } = parse({ largestPaint: true });
    expect(held.textContent).toBe(`${CSS}[${AFTER_PAINT_APPLIED_ATTRIBUTE}]{${DECLARATIONS}}`);
    expect(held.getAttribute(AFTER_PAINT_ATTRIBUTE)).toBe(BLOCKS);
    expect(applied()).toEqual([]);
  });

  it('applies them as the head is parsed where the browser has no scroll anchoring or no largest paint', () => {
    for (const page of [parse({ largestPaint: true, anchoring: false }), parse({ largestPaint: false })]) {
      expect(page.held.hasAttribute(AFTER_PAINT_ATTRIBUTE)).toBe(false);
      expect(page.applied()).toEqual(['html']);
    }
  });

  it('applies them as the head is parsed once the origin has applied them before', () => {
    const { dom, held, applied } = parse({ largestPaint: true });
    applyAfterPaint(dom.window as unknown as Window);
    expect(held.hasAttribute(AFTER_PAINT_ATTRIBUTE)).toBe(false);
    expect(applied()).toEqual(['html']);
    expect(dom.window.localStorage.getItem(AFTER_PAINT_SEEN_KEY)).toBe('1');
    expect(parse({ largestPaint: true, seen: '1' }).applied()).toEqual(['html']);
  });

  it('keeps a copy a browser without scripts applies, marked as such for measurements that leave it out', () => {
    expect(head).toContain(`<noscript ${AFTER_PAINT_COPY_ATTRIBUTE}="">`);
    // Parsed with scripting off, <noscript> is markup: its <style> is in the document.
    const dom = new JSDOM(`<!doctype html><html><head>${head}</head></html>`, { runScripts: undefined });
    const styles = [...dom.window.document.querySelectorAll('style')].map((s) => s.textContent);
    expect(styles).toEqual([
      `${CSS}[${AFTER_PAINT_APPLIED_ATTRIBUTE}]{${DECLARATIONS}}`,
      `:root{${DECLARATIONS}}`,
    ]);
  });
});

describe('applyAfterPaintInSteps', () => {
  const text = (letter: string, size: number) => letter.repeat(size);
  // At STEP_TEXT 500: the section (601 characters) is split into its paragraphs, its own "S"
  // waiting for the root; the aside (600) holds no block and is marked whole.
  const LONG_BODY =
    `<header>H</header><main><h1>${text('a', 300)}</h1>` +
    `<section>S<p>${text('b', 300)}</p><p>${text('c', 300)}</p></section>` +
    `<aside>${text('d', 600)}</aside></main><footer>F</footer><dialog>D</dialog>`;

  /**
   * A first visit's long page, its frames and its font faces' loads run by hand. `forced` counts
   * the layouts the steps ask for: none, the browser lays each frame's blocks out after its callback.
   */
  function page(body = LONG_BODY) {
    const { dom, held, applied } = parse({ largestPaint: true, body });
    const win = dom.window as unknown as Window & typeof globalThis;
    const frames: FrameRequestCallback[] = [];
    win.requestAnimationFrame = (fn) => frames.push(fn);
    const frame = () => frames.splice(0).forEach((fn) => fn(0));
    let forced = 0;
    const rect = win.Element.prototype.getBoundingClientRect;
    win.Element.prototype.getBoundingClientRect = function (this: Element) {
      forced++;
      return rect.call(this);
    };
    for (const read of ['offsetHeight', 'offsetWidth', 'offsetTop', 'scrollHeight'] as const) {
      const own =
        Object.getOwnPropertyDescriptor(win.HTMLElement.prototype, read) ??
        Object.getOwnPropertyDescriptor(win.Element.prototype, read)!;
      Object.defineProperty(win.HTMLElement.prototype, read, {
        configurable: true,
        get(this: HTMLElement) {
          forced++;
          return own.get!.call(this);
        },
      });
    }
    const loads: [string, string][] = [];
    const settle: (() => void)[] = [];
    Object.defineProperty(win.document, 'fonts', {
      value: {
        load: (font: string, text: string) => {
          loads.push([font, text]);
          // Fails: the blocks go on in the fallback.
          return new Promise((_, reject) => settle.push(() => reject(new Error('offline'))));
        },
      },
    });
    const fontsSettled = async () => {
      settle.splice(0).forEach((fn) => fn());
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { win, held, applied, frame, loads, fontsSettled, forced: () => forced };
  }

  it("loads the held style's first family for the text it marks, then marks blocks, none inside another, each frame twice the last one's text, the root last, forcing no layout", async () => {
    const { win, held, applied, frame, loads, fontsSettled, forced } = page();
    expect(STEP_TEXT).toBe(500);
    applyAfterPaintInSteps(win);
    expect(held.hasAttribute(AFTER_PAINT_ATTRIBUTE)).toBe(false);
    // Its first family, for each marked block's text once.
    expect(loads).toEqual([
      ['1em "X"', `H${text('a', 300)}${text('b', 300)}${text('c', 300)}${text('d', 600)}F`],
    ]);
    frame();
    expect(applied()).toEqual([]); // nothing is laid out in a face still loading
    await fontsSettled();
    for (const expected of [
      ['header', 'h1'], // 301 characters: a paragraph more would be 601, over 500
      ['header', 'h1', 'p', 'p'], // 600: the aside would make 1,200, over 1,000
      ['header', 'h1', 'p', 'p', 'aside', 'footer'], // 601 of 2,000
    ]) {
      frame();
      expect(applied()).toEqual(expected);
    }
    expect(win.localStorage.getItem(AFTER_PAINT_SEEN_KEY)).toBeNull();
    frame();
    // The section itself is never marked: its "S" takes the root's rule.
    expect(applied()).toEqual(['html', 'header', 'h1', 'p', 'p', 'aside', 'footer']);
    expect(win.localStorage.getItem(AFTER_PAINT_SEEN_KEY)).toBe('1');
    // Once: the app's applyAfterPaint (onClientEntry) finds nothing held.
    applyAfterPaint(win);
    applyAfterPaintInSteps(win);
    frame();
    expect(applied()).toHaveLength(7);
    expect(loads).toHaveLength(1);
    expect(forced()).toBe(0);
  });

  it('marks a short page in one frame, then the root', async () => {
    const { win, applied, frame, fontsSettled } = page(BODY);
    applyAfterPaintInSteps(win);
    await fontsSettled();
    frame();
    expect(applied()).toEqual(['header', 'h1', 'section', 'footer']);
    frame();
    expect(applied()[0]).toBe('html');
  });
});
