import { test, expect, type Page } from '@playwright/test';
import { blockRecaptcha, stubGoogleTag } from './support/contact-fixtures';
import { waitForHydration } from './support/hydration';
import { backgroundBehind, cssContrast } from './support/contrast';

/**
 * Issue 34, item 5 (D2): the contact dialog's Close and Send showed no focus indicator to the
 * keyboard, before the app and after it. Every control of the dialog, reached with Tab, must show
 * one (an outline or a spread shadow) of at least 2 px, at 3:1 against what surrounds it, in both
 * schemes (WCAG 2.4.7, 2.4.13's size and contrast).
 */

/** Marks the element that draws the focused control's ring (itself or an ancestor) and describes it. */
const ringOfFocused = (page: Page) =>
  page.evaluate(() => {
    document.querySelector('[data-ring]')?.removeAttribute('data-ring');
    const focused = document.activeElement as HTMLElement;
    // Past the last control, Tab goes to the dialog itself or the browser's UI, then back in.
    if (!focused.closest('dialog') || focused.tagName === 'DIALOG') return null;
    const name =
      focused.getAttribute('aria-label') ??
      (
        (focused as HTMLInputElement).labels?.[0]?.textContent ||
        focused.textContent ||
        focused.tagName
      ).trim();
    for (let el: Element | null = focused; el && el.tagName !== 'DIALOG'; el = el.parentElement) {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      const shadow = /(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/.exec(style.boxShadow);
      const [width, colour] =
        outline >= 2
          ? [outline, style.outlineColor]
          : shadow
            ? [parseFloat(shadow[2]!), shadow[1]!]
            : [0, ''];
      if (width >= 2) {
        el.setAttribute('data-ring', '');
        return { name, width, colour };
      }
    }
    return { name, width: 0, colour: '' };
  });

for (const scheme of ['light', 'dark'] as const)
  for (const when of ['before the app', 'after the app'] as const)
    test(`${scheme}, ${when}: every control of the contact dialog shows a focus ring to the keyboard`, async ({
      page,
    }) => {
      await blockRecaptcha(page);
      await stubGoogleTag(page);
      await page.emulateMedia({ colorScheme: scheme });
      // Before the app: no script but the inline starter runs; the dialog opens natively.
      if (when === 'before the app') await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/');
      if (when === 'after the app') await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
      await expect(dialog).toBeVisible();
      const seen: string[] = [];
      for (let stop = 0; stop < 20; stop++) {
        const ring = await ringOfFocused(page);
        if (ring && seen.includes(ring.name)) break;
        if (!ring) {
          await page.keyboard.press('Tab');
          continue;
        }
        seen.push(ring.name);
        expect(ring.width, `${ring.name}: ring width`).toBeGreaterThanOrEqual(2);
        const around = await backgroundBehind(page.locator('[data-ring]'), false);
        expect(cssContrast(ring.colour, around), `${ring.name}: ring contrast`).toBeGreaterThanOrEqual(3);
        await page.keyboard.press('Tab');
      }
      expect(seen).toEqual(expect.arrayContaining(['Close', 'Your name', 'Send']));
      if (when === 'before the app')
        expect(await page.locator('html[data-hydrated]').count(), 'the app stayed away').toBe(0);
    });
