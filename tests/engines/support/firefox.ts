import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { firefoxPath } from '@fernhill/site-tools/lib/engines';
import type { Driver, Key, Profile } from './engine.ts';
import { findInPage, type WireTarget } from './find.ts';

/**
 * Stock Firefox (Debian's firefox-esr here) driven by puppeteer-core over WebDriver BiDi: one
 * browser per worker, a fresh browser context (its own storage) per test.
 *
 * Touch: BiDi's touch input works (pointerdown with pointerType "touch", touchstart, then the
 * compatibility mouse events and click), but Firefox 153 has no `emulation.setTouchOverride`, so
 * the page still reports `maxTouchPoints` 0 and `(pointer: fine)`: the site's CSS and code do not
 * branch on either, so taps are what is tested.
 */
export function launchFirefox(): Promise<Browser> {
  const executablePath = firefoxPath();
  if (!executablePath) throw new Error('No Firefox: install firefox-esr (see docs/testing.md, "Browsers")');
  return puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
}

export async function firefoxDriver(browser: Browser, profile: Profile): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: profile.width, height: profile.height, hasTouch: profile.touch });
  const run = <T>(source: string, arg: unknown) =>
    page.evaluate(`(${source})(${JSON.stringify(arg)})`) as Promise<T>;
  return {
    name: 'firefox',
    touch: profile.touch,
    async goto(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    async back() {
      await page.goBack({ waitUntil: 'domcontentloaded' });
    },
    run,
    pointer: (x, y) => (profile.touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
    key: (key: Key | string) =>
      key.length === 1 ? page.keyboard.type(key) : page.keyboard.press(key as Key),
    async setFile(target: WireTarget, file: string) {
      const handle = (await page.evaluateHandle(
        `(${findInPage.toString()})(${JSON.stringify(target)})`,
      )) as ElementHandle<HTMLInputElement>;
      await handle.uploadFile(file);
    },
    close: () => context.close(),
  };
}
