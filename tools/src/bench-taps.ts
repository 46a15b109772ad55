/**
 * `npm run bench:taps [-- --runs 5 --before /path/to/other/checkout]`: on a throttled phone
 * (tests/e2e/support/phone.ts: CPU 4x, 150 ms round trip, 1.6 Mbps), each control is tapped once,
 * as soon as it is painted, on a cold page; the figure is the time from the control's first paint
 * to the tap's visible effect (median of N), or "lost" when no effect came within 15 s. With
 * --before, another checkout's build (its public/ and firebase.deploy.json) is measured in the same
 * run, alternating. Prints the JavaScript loaded before the first tap and the machine's Lighthouse
 * benchmarkIndex.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { REPO_ROOT } from './lib/repo-root.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';
import { LighthouseRunner } from './lib/lighthouse-runner.ts';
import { startSite, type RunningSite } from './lib/site-server.ts';
import { throttleLikeAPhone } from '../../tests/e2e/support/phone.ts';
import { scriptBytesBeforeTap } from './lib/script-bytes.ts';

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, before: { type: 'string' } },
});
const runs = Number(opts.runs);

/** What shows that a tap worked, checked in the page each frame (no eval: the site's CSP forbids it). */
interface Effect {
  /** An element matching this is visible. */
  visible?: string;
  /** localStorage holds this value. */
  stored?: [key: string, value: string];
  /** Fewer than this many elements matching the selector are visible (a list was filtered). */
  fewerShown?: [selector: string, count: number];
}

interface Control {
  name: string;
  route: string;
  phone: boolean;
  /** CSS (with Playwright's :text-is) matching the control in this build and in older ones. */
  control: string;
  act: 'click' | 'select';
  effect: Effect[];
}

const CONTROLS: Control[] = [
  ...['/', '/Cases/Mila'].flatMap((route): Control[] => [
    {
      name: 'Services dropdown',
      route,
      phone: false,
      control: 'nav[aria-label="Main"] :is(button, summary):text-is("Services")',
      act: 'click',
      effect: [{ visible: 'nav[aria-label="Main"] a[href="/QualityAssurance"]' }],
    },
    {
      name: 'phone menu',
      route,
      phone: true,
      control: 'header button[aria-controls="mobile-menu"], header button[popovertarget]',
      act: 'click',
      effect: [{ visible: '#mobile-menu a, #site-menu a' }],
    },
    {
      name: 'Get in touch',
      route,
      phone: true,
      control: 'header button:text-is("Get in touch")',
      act: 'click',
      // A native <dialog> (this build) or an element with the role (older builds).
      effect: [{ visible: 'dialog[open] textarea, [role="dialog"] textarea' }],
    },
  ]),
  {
    name: 'colour mode',
    route: '/',
    phone: true,
    control: 'header button[aria-label^="Colour mode"]',
    act: 'click',
    effect: [
      { stored: ['mui-mode', 'light'] },
      { visible: 'header button[aria-label^="Colour mode: light"]' },
    ],
  },
  {
    name: 'industry filter',
    route: '/Cases',
    phone: true,
    control: 'select',
    act: 'select',
    // What the visitor sees: the list shows only the chosen industry's cases.
    effect: [{ fewerShown: ['ul[aria-label="Case studies"] > li', 27] }],
  },
];

/**
 * Installed before the page's own scripts (through the DevTools protocol, outside its CSP): the
 * time of the first tap (pointerdown, click or change) and, each frame, whether the effect shows.
 */
function watch(effects: Effect[]) {
  const w = window as unknown as { __tapAt?: number; __effectAt?: number };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const met = (e: Effect) =>
    (!e.visible || [...document.querySelectorAll(e.visible)].some(shown)) &&
    (!e.stored || localStorage.getItem(e.stored[0]) === e.stored[1]) &&
    (!e.fewerShown || [...document.querySelectorAll(e.fewerShown[0])].filter(shown).length < e.fewerShown[1]);
  for (const type of ['pointerdown', 'click', 'change'])
    addEventListener(type, (event) => (w.__tapAt ??= event.timeStamp), true);
  const tick = () => {
    if (w.__tapAt !== undefined && effects.every(met)) w.__effectAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

interface Sample {
  /** ms from the control's first paint (as the test saw it) to the effect; null: the tap was lost. */
  fromPaint: number | null;
  /** ms from the tap's event to the effect. */
  fromTap: number | null;
}

/** One cold load: the control tapped as soon as it is painted, the effect awaited up to 15 s. */
async function tapOnce(browser: Browser, site: RunningSite, c: Control): Promise<Sample> {
  const context = await browser.newContext(
    c.phone
      ? { viewport: { width: 412, height: 839 }, hasTouch: true, isMobile: true, colorScheme: 'light' }
      : { viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  );
  const page: Page = await context.newPage();
  try {
    await page.addInitScript(watch, c.effect);
    await throttleLikeAPhone(page);
    await page.goto(`${site.url}${c.route}`, { waitUntil: 'commit' });
    const control = page.locator(c.control).first();
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    const paintedAt = await page.evaluate(() => performance.now());
    if (c.act === 'select') await control.selectOption({ index: 2 });
    else if (c.phone) await control.tap();
    else await control.click();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const { tapAt, effectAt } = await page.evaluate(() => {
        const w = window as unknown as { __tapAt?: number; __effectAt?: number };
        return { tapAt: w.__tapAt, effectAt: w.__effectAt };
      });
      if (effectAt !== undefined && tapAt !== undefined)
        return { fromPaint: Math.round(effectAt - paintedAt), fromTap: Math.round(effectAt - tapAt) };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { fromPaint: null, fromTap: null };
  } finally {
    await context.close();
  }
}

const builds: { label: string; root: string }[] = [{ label: 'this build', root: REPO_ROOT }];
if (opts.before) builds.push({ label: 'before', root: path.resolve(opts.before) });
const sites = await Promise.all(
  builds.map((b) =>
    startSite({
      root: b.root,
      publicDir: path.join(b.root, 'public'),
      hostingConfig: path.join(b.root, 'firebase.deploy.json'),
    }),
  ),
);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cell = (samples: Sample[]) => {
  const worked = samples.filter((s) => s.fromPaint !== null);
  const lost = samples.length - worked.length;
  const times = worked.length
    ? `${median(worked.map((s) => s.fromPaint!))} / ${median(worked.map((s) => s.fromTap!))} ms`
    : '–';
  return `${times}${lost ? ` (${lost}/${samples.length} lost)` : ''}`;
};
try {
  const lines = [
    `Control (route)                          ${builds.map((b) => b.label.padEnd(24)).join('')}`,
  ];
  for (const c of CONTROLS) {
    const samples: Sample[][] = builds.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const i of run % 2 ? [...builds.keys()].reverse() : builds.keys())
        samples[i]!.push(await tapOnce(browser, sites[i]!, c));
    lines.push(`${`${c.name} (${c.route})`.padEnd(41)}${samples.map((s) => cell(s).padEnd(24)).join('')}`);
    console.error(`${c.name} ${c.route} done`);
  }
  for (const route of ['/', '/Cases', '/Cases/Mila', '/Blog/app-release-checklist']) {
    const bytes = await Promise.all(sites.map((s) => scriptBytesBeforeTap(browser, `${s.url}${route}`)));
    lines.push(
      `${`JS before first tap (${route})`.padEnd(41)}${bytes.map((b) => `${(b / 1000).toFixed(1)} kB`.padEnd(24)).join('')}`,
    );
  }
  const runner = new LighthouseRunner();
  const lhr = await runner.run(`${sites[0]!.url}/`).finally(() => runner.close());
  const index = (lhr as { environment?: { benchmarkIndex?: number } }).environment?.benchmarkIndex;
  process.stdout.write(
    `${lines.join('\n')}\nms from the control's first paint / from the tap to the tap's effect, median of ${runs} cold loads ` +
      `(CPU 4x, 150 ms RTT, 1.6 Mbps); Lighthouse benchmarkIndex of this machine: ${index ?? '?'}\n`,
  );
} finally {
  await browser.close();
  await Promise.all(sites.map((s) => s.close()));
}
