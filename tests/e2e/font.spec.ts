import { expect, test } from '@playwright/test';

/**
 * The brand font on every load: on a phone's slow network (150 ms round trip, 1.6 Mbps) the h1 is
 * drawn in Inter once the page has loaded (font-display: swap after a preload), and the swap from the
 * metric-matched fallback does not move the layout.
 */
test('fresh loads on a slow network end in Inter, without layout shift from the font', async ({
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
    await page.evaluate(() => document.fonts.ready);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // The web font (custom, named Inter inside the file); the fallback would be a local face.
    expect(
      fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`),
      `load ${load + 1}`,
    ).toEqual(['Inter (web font)']);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(
      0.01,
    );
    await context.close();
  }
});
