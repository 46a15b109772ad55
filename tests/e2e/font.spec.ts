import { expect, test, type Page } from '@playwright/test';

const FONT = 'Inter Variable';

/** The platform fonts the h1 is drawn with: Inter's file names itself Inter; the fallback is local. */
async function h1Fonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
}

/**
 * The brand font after the first paint (gatsby-ssr.tsx, the starter's after-paint rules): on a
 * phone's slow network (150 ms round trip, 1.6 Mbps) the page paints in the fallback face sized to
 * Inter's metrics, the font is fetched only after that paint, and the h1 ends in Inter without the
 * swap moving the layout.
 */
test('fresh loads on a slow network paint first, then end in Inter, without layout shift from the font', async ({
  browser,
}) => {
  for (let load = 0; load < 3; load++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) w.__shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/Cases/Mila', { waitUntil: 'load' });
    await page.waitForFunction(
      (family) => [...document.fonts].some((f) => f.family.includes(family) && f.status === 'loaded'),
      FONT,
    );
    await page.evaluate(() => document.fonts.ready);
    const times = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      font: performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'))?.startTime ?? -1,
    }));
    expect(times.font, `load ${load + 1}: the font is fetched after the first paint`).toBeGreaterThan(
      times.paint,
    );
    expect(await h1Fonts(page), `load ${load + 1}`).toEqual(['Inter (web font)']);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(
      0.01,
    );
    await context.close();
  }
});

test('without JavaScript the page still ends in Inter (its <noscript> face)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Cases/Mila', { waitUntil: 'load' });
  await expect.poll(() => h1Fonts(page)).toEqual(['Inter (web font)']);
  await context.close();
});
