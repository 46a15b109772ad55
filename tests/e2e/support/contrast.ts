import type { Locator } from '@playwright/test';
import { contrast, toHex, type Rgb } from '@fernhill/site-tools/art/svg';

/** A computed colour (`rgb(…)` or `rgba(…)`) laid over an opaque background, as hex. */
export function opaque(css: string, under = '#ffffff'): string {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  const bg = [1, 3, 5].map((i) => parseInt(under.slice(i, i + 2), 16)) as Rgb;
  return toHex([r, g, b].map((c, i) => c * a + bg[i]! * (1 - a)) as Rgb);
}

/** WCAG contrast of a computed colour against the opaque computed background it sits on. */
export const cssContrast = (fg: string, bg: string) => contrast(opaque(fg, opaque(bg)), opaque(bg));

/**
 * The colour behind an element: the first ancestor's (or its own, with `self`) background colour
 * that is not transparent, else the page's white.
 */
export const backgroundBehind = (target: Locator, self = true) =>
  target.evaluate((el, withSelf) => {
    for (let at: Element | null = withSelf ? el : el.parentElement; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$|^transparent$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  }, self);
