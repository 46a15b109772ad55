/**
 * One headless Chromium reused for every Lighthouse run (mobile preset, simulated throttling), each
 * run a first visit, each started on a quiet machine (quiet-machine.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Config, Result } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { untilQuiet } from './quiet-machine.ts';
import {
  coreSplit,
  keepMainThreadsOnOwnCore,
  restoreCores,
  yieldOwnCore,
  type CoreSplit,
} from './main-thread-core.ts';

/**
 * Lighthouse's default config (mobile form factor, simulated Slow 4G + 4× CPU), limited to the four
 * categories we report; screenshots are skipped (weight 0, they only cost time). Every run is a
 * first visit: before each run Lighthouse clears the HTTP cache and some of the origin's storage,
 * but by default not its local storage, IndexedDB or cookies, so a second run in the same browser
 * met what the first left there. On this site that is a returning visitor's page: the brand font
 * at once, no swap after the paint (`paint-first:after-paint`, gatsby-plugin-paint-first): on a
 * post, before e2a3dd6, about 70 ms less script evaluation and a later LCP (docs/performance.md,
 * "A browser reused between runs").
 */
export const LIGHTHOUSE_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    disableFullPageScreenshot: true,
    clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage', 'indexeddb', 'cookies'],
  },
};

/**
 * The trace category with which Chromium captures a screenshot of every frame: Lighthouse's
 * filmstrip, read only by Speed Index and the thumbnails. On this project's 2-core machines, with
 * software compositing, capturing and encoding them competes with the page's main thread, whose
 * tasks the simulation then multiplies by four: a page that paints many frames after its first (the
 * font's swap, a frame a block) paid most (docs/performance.md, "The filmstrip's cost").
 */
export const FILMSTRIP_CATEGORY = 'disabled-by-default-devtools.screenshot';

/** Lighthouse's trace categories without the filmstrip; throws if Lighthouse no longer records it. */
export function withoutFilmstrip(categories: readonly string[]): string[] {
  if (!categories.includes(FILMSTRIP_CATEGORY))
    throw new Error(`Lighthouse's trace no longer lists ${FILMSTRIP_CATEGORY}: see lighthouse-runner.ts`);
  return categories.filter((category) => category !== FILMSTRIP_CATEGORY);
}

/**
 * Runs `work` with Lighthouse's trace gatherer asking for its categories without the filmstrip.
 * Lighthouse has no setting for it; its gatherer reads Trace.getDefaultTraceCategories() when it
 * starts tracing, and LighthouseRunner checks every such trace for screenshots (and the test beside
 * it runs one), so the day Lighthouse reads them elsewhere a run fails instead of measuring with them.
 */
async function withoutFilmstripTrace<T>(work: () => Promise<T>): Promise<T> {
  const defaults = Trace.getDefaultTraceCategories;
  Trace.getDefaultTraceCategories = () => withoutFilmstrip(defaults.call(Trace));
  try {
    return await work();
  } finally {
    Trace.getDefaultTraceCategories = defaults;
  }
}

type TraceEvent = { name: string };

class FilmstripError extends Error {}

export class LighthouseRunner {
  #chrome: chromeLauncher.LaunchedChrome | null = null;
  readonly #filmstrip: boolean;
  #split: CoreSplit | null;
  /** Measured runs that began after untilQuiet gave up (15 s without two quiet windows): read them with care. */
  busyStarts = 0;
  /** Measured runs in which the renderers' main threads had a core of their own, read back from the kernel (main-thread-core.ts). */
  ownCoreRuns = 0;
  /** Why the main thread shares the cores: asked to, or this machine cannot (null when it has its own). */
  sharedCoresBecause: string | null;

  /**
   * `filmstrip: false` records the trace without a screenshot a frame (Speed Index is then not
   * measured); `ownCore: false` leaves the page's main thread on the cores everything else uses.
   */
  constructor({ filmstrip = true, ownCore = true }: { filmstrip?: boolean; ownCore?: boolean } = {}) {
    this.#filmstrip = filmstrip;
    const split = ownCore ? coreSplit() : { none: 'asked for shared cores' };
    this.#split = 'none' in split ? null : split;
    this.sharedCoresBecause = 'none' in split ? split.none : null;
  }

  async #ensureChrome(): Promise<chromeLauncher.LaunchedChrome> {
    // The browser inherits this process's cores: every thread of it starts off the page's core.
    if (!this.#chrome && this.#split && !(await yieldOwnCore(this.#split))) {
      this.#split = null;
      this.sharedCoresBecause = 'taskset refused to move this process';
    }
    this.#chrome ??= await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: 'silent',
    });
    return this.#chrome;
  }

  /** Runs Lighthouse on `url`; relaunches Chromium once if the run fails outright. */
  async run(url: string): Promise<Result> {
    for (let attempt = 1; ; attempt++) {
      const chrome = await this.#ensureChrome();
      // Not while the browser is still starting up, or the last run's work is still winding down.
      const { quiet } = await untilQuiet();
      const keeper = this.#split && chrome.pid ? keepMainThreadsOnOwnCore(chrome.pid, this.#split) : null;
      try {
        const run = () =>
          lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, LIGHTHOUSE_CONFIG);
        const result = this.#filmstrip ? await run() : await withoutFilmstripTrace(run);
        const onOwnCore = (await keeper?.stop()) ?? 0;
        if (!result) throw new Error('Lighthouse returned no result');
        const events = (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
        if (!this.#filmstrip && events.some((event) => event.name === 'Screenshot'))
          throw new FilmstripError(
            'the trace has screenshots: Lighthouse no longer reads its categories as lighthouse-runner.ts expects',
          );
        // Counted once a measured run, whichever attempt it took.
        if (!quiet) this.busyStarts++;
        if (onOwnCore > 0) this.ownCoreRuns++;
        return result.lhr;
      } catch (error) {
        await keeper?.stop();
        await this.close();
        if (attempt >= 2 || error instanceof FilmstripError) throw error;
      }
    }
  }

  async close(): Promise<void> {
    const chrome = this.#chrome;
    this.#chrome = null;
    if (chrome) {
      try {
        chrome.kill();
      } catch {
        // Already gone.
      }
    }
    if (this.#split) await restoreCores(this.#split);
  }
}
