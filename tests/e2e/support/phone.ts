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

/** Whether React has hydrated the page yet (gatsby-browser sets the marker). */
export const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** In the page: the decoded bytes of every script it has fetched so far. */
export const scriptBytes = () =>
  performance
    .getEntriesByType('resource')
    .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
    .reduce((sum, e) => sum + (e as PerformanceResourceTiming).decodedBodySize, 0);
