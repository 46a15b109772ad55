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
import { scriptBytes as bytesInPage, throttleLikeAPhone } from '../../../tests/e2e/support/phone.ts';

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, before: { type: 'string' } },
});
const runs = Number(opts.runs);

interface Control {
  name: string;
  route: string;
  phone: boolean;
  /** CSS (with Playwright's :text-is) matching the control in this build and in older ones. */
  control: string;
  act: 'click' | 'select';
  /** In-page check of the effect: truthy once the visitor can see it. */
  effect: string;
}

const visible = `(el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; }`;
const any = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some(${visible})`;

const CONTROLS: Control[] = [
  ...['/', '/Cases/Mila'].flatMap((route): Control[] => [
    {
      name: 'Services dropdown',
      route,
      phone: false,
      control: 'nav[aria-label="Main"] :is(button, summary):text-is("Services")',
      act: 'click',
      effect: any('nav[aria-label="Main"] a[href="/QualityAssurance"]'),
    },
    {
      name: 'phone menu',
      route,
      phone: true,
      control: 'header button[aria-controls="mobile-menu"], header button[popovertarget]',
      act: 'click',
      effect: any('#mobile-menu a, #site-menu a'),
    },
    {
      name: 'Get in touch',
      route,
      phone: true,
      control: 'header button:text-is("Get in touch")',
      act: 'click',
      effect: any('[role="dialog"] textarea'),
    },
  ]),
  ...['/'].map((route): Control => ({
    name: 'colour mode',
    route,
    phone: true,
    control: 'header button[aria-label^="Colour mode"]',
    act: 'click',
    effect: `localStorage.getItem('mui-mode') === 'light' && ${any('header button[aria-label^="Colour mode: light"]')}`,
  })),
  {
    name: 'industry filter',
    route: '/Cases',
    phone: true,
    control: 'select',
    act: 'select',
    effect: `/^\\d+ of/.test(document.querySelector('output')?.textContent ?? '') && !/^27 of 27/.test(document.querySelector('output').textContent)`,
  },
];

/** One cold load: ms from the control's first paint to the effect, or null if the tap was lost. */
async function tapOnce(browser: Browser, site: RunningSite, c: Control): Promise<number | null> {
  const context = await browser.newContext(
    c.phone
      ? { viewport: { width: 412, height: 839 }, hasTouch: true, isMobile: true, colorScheme: 'light' }
      : { viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  );
  const page: Page = await context.newPage();
  try {
    await throttleLikeAPhone(page);
    await page.goto(`${site.url}${c.route}`, { waitUntil: 'commit' });
    const control = page.locator(c.control).first();
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    const paintedAt = await page.evaluate(() => performance.now());
    if (c.act === 'select') await control.selectOption({ index: 2 });
    else if (c.phone) await control.tap();
    else await control.click();
    try {
      const handle = await page.waitForFunction(`(${c.effect}) && performance.now()`, undefined, {
        polling: 'raf',
        timeout: 15_000,
      });
      return Math.round(((await handle.jsonValue()) as number) - paintedAt);
    } catch {
      return null;
    }
  } finally {
    await context.close();
  }
}

/** Bytes of JavaScript a route loads before the first tap (hydrated, network idle), unthrottled. */
async function scriptBytes(browser: Browser, site: RunningSite, route: string): Promise<number> {
  const page = await browser.newPage();
  await page.goto(`${site.url}${route}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const bytes = await page.evaluate(bytesInPage);
  await page.close();
  return bytes;
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
const cell = (samples: (number | null)[]) => {
  const worked = samples.filter((s): s is number => s !== null);
  const lost = samples.length - worked.length;
  return `${worked.length ? `${median(worked)} ms` : '–'}${lost ? ` (${lost}/${samples.length} lost)` : ''}`;
};
try {
  const lines = [
    `Control (route)                          ${builds.map((b) => b.label.padEnd(24)).join('')}`,
  ];
  for (const c of CONTROLS) {
    const samples: (number | null)[][] = builds.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const i of run % 2 ? [...builds.keys()].reverse() : builds.keys())
        samples[i]!.push(await tapOnce(browser, sites[i]!, c));
    lines.push(`${`${c.name} (${c.route})`.padEnd(41)}${samples.map((s) => cell(s).padEnd(24)).join('')}`);
    console.error(`${c.name} ${c.route} done`);
  }
  for (const route of ['/', '/Cases', '/Cases/Mila', '/Blog/app-release-checklist']) {
    const bytes = await Promise.all(sites.map((s) => scriptBytes(browser, s, route)));
    lines.push(
      `${`JS before first tap (${route})`.padEnd(41)}${bytes.map((b) => `${(b / 1000).toFixed(1)} kB`.padEnd(24)).join('')}`,
    );
  }
  const runner = new LighthouseRunner();
  const lhr = await runner.run(`${sites[0]!.url}/`).finally(() => runner.close());
  const index = (lhr as { environment?: { benchmarkIndex?: number } }).environment?.benchmarkIndex;
  process.stdout.write(
    `${lines.join('\n')}\nTime from the control's first paint to the tap's effect, median of ${runs} cold loads ` +
      `(CPU 4x, 150 ms RTT, 1.6 Mbps); Lighthouse benchmarkIndex of this machine: ${index ?? '?'}\n`,
  );
} finally {
  await browser.close();
  await Promise.all(sites.map((s) => s.close()));
}
