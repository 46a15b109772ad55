import type { Page } from '@playwright/test';

/**
 * The phone profile of issue 19, through the Chrome DevTools Protocol: CPU 4x slower, 150 ms round
 * trip, 1.6 Mbps down (750 kbps up). Shared by the first-tap test and `npm run bench:taps`.
 */
export const PHONE = { cpuRate: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 } as const;

export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
}

/**
 * Records, at the moment of the visitor's first tap or choice, whether React had hydrated the page
 * yet (gatsby-browser sets the marker): read afterwards with `tappedBeforeApp`. Checking after the
 * tap instead would race a throttled page that finishes hydrating meanwhile.
 */
export const watchFirstTap = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __tapBeforeApp?: boolean };
    for (const type of ['pointerdown', 'click', 'change'])
      addEventListener(
        type,
        () => (w.__tapBeforeApp ??= !document.documentElement.hasAttribute('data-hydrated')),
        true,
      );
  });
export const tappedBeforeApp = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tapBeforeApp?: boolean }).__tapBeforeApp);

/**
 * Holds every script of the site until the returned function is called: the page paints and its
 * native controls work meanwhile, so a tap is sure to come before the app on any machine.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** In the page: the decoded bytes of every script it has fetched so far. */
export const scriptBytes = () =>
  performance
    .getEntriesByType('resource')
    .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
    .reduce((sum, e) => sum + (e as PerformanceResourceTiming).decodedBodySize, 0);

/**
 * Records whether the first change of `attribute` on an element matching `selector` came before
 * React had hydrated the page: proof that the page itself (the inline starter), not the app,
 * showed the effect of a tap. Read afterwards with `changedBeforeApp`.
 */
export const watchFirstChange = (page: Page, selector: string, attribute: string) =>
  page.addInitScript(
    ([selector, attribute]) => {
      const w = window as unknown as { __changedBeforeApp?: boolean };
      new MutationObserver((records) => {
        if (records.some((r) => (r.target as Element).matches(selector)))
          w.__changedBeforeApp ??= !document.documentElement.hasAttribute('data-hydrated');
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
    },
    [selector, attribute] as const,
  );
export const changedBeforeApp = (page: Page) =>
  page.evaluate(() => (window as unknown as { __changedBeforeApp?: boolean }).__changedBeforeApp);
