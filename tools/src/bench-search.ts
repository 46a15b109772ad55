/**
 * `npm run bench:search [-- --runs 3 --route /Cases/Mila]`: the site search as a visitor on a
 * throttled phone uses it (tests/e2e/support/phone.ts: CPU 4x, 150 ms round trip, 1.6 Mbps). Each
 * run opens the search from the header of a built page (a fresh browser context, nothing cached)
 * and types QUERIES key by key, each key waiting for its results; the figure is the time from the
 * key's event to the results list showing that text's results (the DOM update, in the page). The
 * first key of a run also waits for the index to load, so it is reported apart. Then each query
 * is typed again steadily, a key every 80 ms as a visitor types, and the time from the last key to
 * the list showing the whole query's results is reported. Prints the machine's load average and its
 * Lighthouse benchmarkIndex (--no-index skips that). docs/search.md says how to read it.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { REPO_ROOT } from './lib/repo-root.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';
import { LighthouseRunner } from './lib/lighthouse-runner.ts';
import { startSite, type RunningSite } from './lib/site-server.ts';
import { PHONE, throttleLikeAPhone } from '../../tests/e2e/support/phone.ts';
import { SEARCH_BUNDLE, SEARCH_CONTROL_ATTRIBUTE } from '../../src/components/search/contract.ts';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    route: { type: 'string', default: '/' },
    'no-index': { type: 'boolean', default: false },
  },
});
const runs = Number(opts.runs);

/** Words a studio's visitor looks for; every prefix of each has results, so every key is timed. */
const QUERIES = ['design', 'flutter', 'health', 'mobile', 'react', 'ecommerce'];
/** A key typed by a visitor who does not wait for the results. */
const STEADY_KEY_MS = 80;
/** A key whose results have not come in this long is counted as lost. */
const LOST_AFTER_MS = 10_000;

const INPUT = 'dialog input[type="search"]';
const LIST = 'dialog ul[data-query]';

/**
 * Installed before the page's scripts (through the DevTools protocol, outside its CSP): the time of
 * the latest key in the search field, and, when the results list first shows the field's text, the
 * time from that key to this DOM update.
 */
function recorder([input, list]: [string, string]) {
  const w = window as unknown as { __keyAt?: number; __answers: { query: string; ms: number }[] };
  w.__answers = [];
  addEventListener(
    'keydown',
    (event) => {
      if ((event.target as Element).matches?.(input)) w.__keyAt = event.timeStamp;
    },
    true,
  );
  const check = () => {
    const field = document.querySelector<HTMLInputElement>(input);
    const shown = document.querySelector(list)?.getAttribute('data-query');
    if (w.__keyAt === undefined || !field || shown !== field.value.trim()) return;
    w.__answers.push({ query: shown, ms: performance.now() - w.__keyAt });
    w.__keyAt = undefined;
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-query'],
  });
}

interface Key {
  query: string;
  /** ms from the key to its results; null: none within LOST_AFTER_MS. */
  ms: number | null;
  /** Files of the index fetched meanwhile: chunks (the words) and fragments (a page's title, text). */
  fetched: { chunks: number; fragments: number };
  /** Whether the whole index had loaded (the panel's data-preloaded) when the key was pressed. */
  preloaded: boolean;
}

const answers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __answers: { query: string; ms: number }[] }).__answers);

/** Presses one key and waits until the list shows the field's text (or gives up). */
type Fetched = Key['fetched'];
const since = (now: Fetched, before: Fetched): Fetched => ({
  chunks: now.chunks - before.chunks,
  fragments: now.fragments - before.fragments,
});

async function timeKey(page: Page, key: string, fetched: () => Fetched): Promise<Key> {
  const before = (await answers(page)).length;
  const fetchedBefore = { ...fetched() };
  const preloaded = (await page.locator('[data-preloaded]').count()) > 0;
  await page.keyboard.press(key);
  const query = (await page.inputValue(INPUT)).trim();
  const ok = await page
    .waitForFunction((n) => (window as unknown as { __answers: unknown[] }).__answers.length > n, before, {
      timeout: LOST_AFTER_MS,
      polling: 50,
    })
    .then(
      () => true,
      () => false,
    );
  const last = (await answers(page)).at(-1);
  return {
    query,
    ms: ok && last ? Math.round(last.ms) : null,
    fetched: since(fetched(), fetchedBefore),
    preloaded,
  };
}

async function clearField(page: Page) {
  await page.fill(INPUT, '');
  await page.locator(LIST).waitFor({ state: 'detached' });
}

interface Run {
  /** The first key of the run: Pagefind's script, WebAssembly, metadata and first chunks included. */
  first: Key;
  keys: Key[];
  /** Typed at STEADY_KEY_MS a key: ms from the last key to the whole query's results. */
  steady: Key[];
}

async function oneRun(browser: Browser, site: RunningSite): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 839 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const fetched: Fetched = { chunks: 0, fragments: 0 };
  // Dedicated workers' requests (Pagefind matches in one) are reported with the page's.
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`${SEARCH_BUNDLE}fragment/`)) fetched.fragments++;
    else if (['index/', 'filter/'].some((dir) => pathname.startsWith(`${SEARCH_BUNDLE}${dir}`)))
      fetched.chunks++;
  });
  try {
    await page.addInitScript(recorder, [INPUT, LIST] as [string, string]);
    await throttleLikeAPhone(page);
    await page.goto(`${site.url}${opts.route}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator(`header [${SEARCH_CONTROL_ATTRIBUTE}]`).tap();
    await page.locator(INPUT).waitFor({ state: 'visible' });
    const keys: Key[] = [];
    for (const query of QUERIES) {
      for (const key of query) keys.push(await timeKey(page, key, () => fetched));
      await clearField(page);
    }
    const steady: Key[] = [];
    for (const query of QUERIES) {
      const before = (await answers(page)).length;
      const fetchedBefore = { ...fetched };
      const preloaded = (await page.locator('[data-preloaded]').count()) > 0;
      await page.locator(INPUT).pressSequentially(query, { delay: STEADY_KEY_MS });
      const ok = await page
        .waitForFunction(
          ([n, q]) => {
            const list = (window as unknown as { __answers: { query: string }[] }).__answers;
            return list.length > n && list.at(-1)!.query === q;
          },
          [before, query] as const,
          { timeout: LOST_AFTER_MS, polling: 50 },
        )
        .then(
          () => true,
          () => false,
        );
      const last = (await answers(page)).at(-1);
      steady.push({
        query,
        ms: ok && last ? Math.round(last.ms) : null,
        fetched: since(fetched, fetchedBefore),
        preloaded,
      });
      await clearField(page);
    }
    return { first: keys[0]!, keys: keys.slice(1), steady };
  } finally {
    await context.close();
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const figures = (keys: Key[]) => {
  const times = keys.flatMap((k) => (k.ms === null ? [] : [k.ms]));
  const lost = keys.length - times.length;
  return `median ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, worst ${Math.max(...times)} ms over ${times.length} keys${lost ? `, ${lost} lost` : ''}`;
};

const site = await startSite({ root: REPO_ROOT, publicDir: `${REPO_ROOT}/public` });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    results.push(await oneRun(browser, site));
    console.error(`run ${run + 1}/${runs} done`);
  }
  const keys = results.flatMap((r) => r.keys);
  const fromMemory = keys.filter((k) => k.fetched.chunks + k.fetched.fragments === 0);
  const fragmentsOnly = keys.filter((k) => k.fetched.chunks === 0 && k.fetched.fragments > 0);
  const withChunks = keys.filter((k) => k.fetched.chunks > 0);
  const lines = [
    `Search on a phone (CPU ${PHONE.cpuRate}x, ${PHONE.latencyMs} ms RTT, ${PHONE.downKbps / 1000} Mbps), ${runs} runs from ${opts.route}, queries: ${QUERIES.join(', ')}`,
    `first key after opening (index loading): ${results.map((r) => (r.first.ms === null ? 'lost' : `${r.first.ms} ms`)).join(', ')}`,
    `each next key, keypress to results:      ${figures(keys)}`,
    `  answered from memory:                  ${figures(fromMemory)}`,
    `  that fetched fragments only:           ${figures(fragmentsOnly)}`,
    `  that fetched an index chunk:           ${figures(withChunks)}`,
    `  once the whole index had loaded:       ${figures(keys.filter((k) => k.preloaded))}`,
    `typed at ${STEADY_KEY_MS} ms a key, last key to results: ${figures(results.flatMap((r) => r.steady))}`,
    `load average (1, 5, 15 min) at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores`,
  ];
  if (!opts['no-index']) {
    const runner = new LighthouseRunner();
    const lhr = await runner.run(`${site.url}/`).finally(() => runner.close());
    const index = (lhr as { environment?: { benchmarkIndex?: number } }).environment?.benchmarkIndex;
    lines.push(`Lighthouse benchmarkIndex of this machine: ${index ?? '?'}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await browser.close();
  await site.close();
}
