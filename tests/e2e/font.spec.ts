import { expect, test, type Page } from '@playwright/test';

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

/** The fonts a page fetched, by file name without its hash. */
function fontsFetched(page: Page) {
  const files: string[] = [];
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.woff2')) files.push(name.replace(/-[0-9a-f]{6,}\.woff2$/, '.woff2'));
  });
  return async () => {
    await page.evaluate(() => document.fonts.ready);
    return [...files].sort();
  };
}

test('a page in the core characters fetches only the core face, the one the page preloads', async ({
  page,
}) => {
  const fetched = fontsFetched(page);
  await page.goto('/Cases/Mila', { waitUntil: 'load' });
  expect(await fetched()).toEqual(['inter-core.woff2']);
  const preloaded = await page.locator('link[rel=preload][as=font]').getAttribute('href');
  expect(preloaded).toMatch(/\/inter-core-[0-9a-f]+\.woff2$/);
  // The contact dialog's fields, with the zero-width space MUI writes into their outline.
  await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await fetched()).toEqual(['inter-core.woff2']);
});

test('a letter beyond the core characters is drawn in Inter from the Latin face', async ({ page }) => {
  const fetched = fontsFetched(page);
  await page.goto('/Cases/Web3Dvisualization', { waitUntil: 'load' });
  expect(await fetched()).toEqual(['inter-core.woff2', 'inter-latin-wght-normal.woff2']);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'main p' });
  const fonts = new Set<string>();
  let checked = 0;
  for (const nodeId of nodeIds) {
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    if (!outerHTML.includes('Ö')) continue;
    checked++;
    for (const f of (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts)
      fonts.add(`${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
  }
  expect(checked).toBeGreaterThan(0);
  expect([...fonts]).toEqual(['Inter (web font)']);
});
