import { expect, test, type Browser, type Page } from '@playwright/test';
import { recordLayoutShifts } from './support/layout-shifts';

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

/** When the page first painted and when it asked for its first font file, in ms since navigation. */
const paintAndFont = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    font: performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'))?.startTime ?? -1,
  }));

type Mark = { element: Element; frame: number; faces: string };

/** A first visit on a phone's slow network (150 ms round trip, 1.6 Mbps), counting layout shifts. */
async function firstVisit(browser: Browser, path: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const shifts = await recordLayoutShifts(page, { fromStart: true, excuseInput: true });
  // Each element the swap marks, in order, with the frame it was marked in and the brand faces'
  // states then.
  await page.addInitScript(() => {
    const marks: Mark[] = ((window as unknown as { __marks: Mark[] }).__marks = []);
    let frame = 0;
    const tick = () => {
      frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records) => {
      for (const record of records)
        marks.push({
          element: record.target as Element,
          frame,
          faces: [...document.fonts]
            .filter((face) => face.family.includes('Inter') && !face.family.includes('Fallback'))
            .map((face) => `${face.family.replace(/"/g, '')}:${face.status}`)
            .join(' '),
        });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-after-paint-applied'] });
  });
  await page.goto(path, { waitUntil: 'load' });
  await expect.poll(() => h1Fonts(page), { timeout: 15_000 }).toEqual(['Inter (web font)']);
  return { context, page, shifts };
}

/**
 * The brand font after the first paint (gatsby-ssr.tsx, the plugin's AfterPaintStyle): a first
 * visit paints in the fallback faces sized to Inter's metrics, the font is fetched only after that
 * paint, and the h1 ends in Inter with the swap shifting the layout by less than 0.01. The next page
 * of the visit, a full load, asks for the font before it paints: it is cached, and waiting would
 * only flash the fallback.
 */
test('a first visit paints, then ends in Inter without layout shift; its next page has Inter from the start', async ({
  browser,
}) => {
  for (let load = 0; load < 3; load++) {
    const { context, page, shifts } = await firstVisit(browser, '/Cases/Mila');
    const first = await paintAndFont(page);
    expect(first.font, `load ${load + 1}: the font is asked for after the first paint`).toBeGreaterThan(
      first.paint,
    );
    expect(await shifts()).toBeLessThan(0.01);

    await page.goto('/Cases/Uplife', { waitUntil: 'load' });
    const next = await paintAndFont(page);
    expect(next.font, `load ${load + 1}: the next page asks for it before it paints`).toBeGreaterThanOrEqual(
      0,
    );
    expect(next.font).toBeLessThan(next.paint);
    await context.close();
  }
});

/**
 * The swap's faces load while nothing uses them, then the blocks switch (after-paint.ts): a block
 * marked while its face was still loading was laid out twice, and on Linux each of its sizes first
 * asked the browser process for a stand-in face. Each mark records the brand faces' states.
 */
test('a first visit loads the core face before the first block switches to it, and only the core face', async ({
  browser,
}) => {
  const { context, page } = await firstVisit(browser, '/Cases/Mila');
  const faces = await page.evaluate(() =>
    (window as unknown as { __marks: Mark[] }).__marks
      .filter((mark) => mark.element !== document.documentElement)
      .map((mark) => mark.faces),
  );
  expect(faces.length).toBeGreaterThanOrEqual(3); // the header, a block of <main>, the footer
  expect(new Set(faces)).toEqual(new Set(['Inter Variable:loaded Inter Latin:unloaded']));
  await context.close();
});

/**
 * The swap goes over a few frames, each twice the last one's text (the plugin's after-paint.ts):
 * a post's article, laid out whole in one frame, was a task of 50-56 ms at 4x CPU; a layout a
 * block, each section styled again after its paragraphs, cost the swap up to twice the work.
 */
test('a long post swaps to Inter over several frames, no block marked inside another, the root last', async ({
  browser,
}) => {
  const { context, page } = await firstVisit(browser, '/Blog/accessibility-in-mobile-apps');
  await expect(page.locator('html')).toHaveAttribute('data-after-paint-applied', '');
  const swap = await page.evaluate(() => {
    const marks = (window as unknown as { __marks: Mark[] }).__marks;
    const article = document.querySelector('main article')!;
    return {
      last: marks.at(-1)!.element.localName,
      paragraphs: marks.filter(({ element }) => element.localName === 'p' && article.contains(element))
        .length,
      nested: marks
        .filter(({ element }) =>
          marks.some(
            (other) =>
              other.element !== element &&
              other.element !== document.documentElement &&
              other.element.contains(element),
          ),
        )
        .map(({ element }) => element.localName)
        .filter((name, i, all) => all.indexOf(name) === i),
      frames: new Set(marks.map(({ frame }) => frame)).size,
    };
  });
  expect(swap.last).toBe('html');
  expect(swap.nested).toEqual([]); // but in the root
  expect(swap.paragraphs).toBeGreaterThan(10);
  expect(swap.frames).toBeGreaterThanOrEqual(3);
  await context.close();
});

/**
 * The home hero on a 390 px phone: its bold capitals ("Product design & development agency") fill
 * the line in Inter; drawn wider in the fallback they wrapped, and the swap moved the page (0.02).
 */
test('the home page on a 390 px phone swaps to Inter without layout shift', async ({ browser }) => {
  const { context, shifts } = await firstVisit(browser, '/', { width: 390, height: 844 });
  expect(await shifts()).toBeLessThan(0.01);
  await context.close();
});

test('without JavaScript the page still ends in Inter (its <noscript> face)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Cases/Mila', { waitUntil: 'load' });
  await expect.poll(() => h1Fonts(page)).toEqual(['Inter (web font)']);
  await context.close();
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

test('a page in the core characters fetches only the core face', async ({ page }) => {
  const fetched = fontsFetched(page);
  await page.goto('/Cases/Mila', { waitUntil: 'load' });
  await expect.poll(fetched).toEqual(['inter-core.woff2']);
  // The contact dialog's fields, with the zero-width space MUI writes into their outline.
  await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await fetched()).toEqual(['inter-core.woff2']);
});

test('a letter beyond the core characters is drawn in Inter from the Latin face', async ({ page }) => {
  const fetched = fontsFetched(page);
  await page.goto('/Cases/Web3Dvisualization', { waitUntil: 'load' });
  await expect.poll(fetched).toEqual(['inter-core.woff2', 'inter-latin-wght-normal.woff2']);
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
