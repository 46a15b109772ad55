/** One headless Chromium reused for every Lighthouse run (mobile preset, simulated throttling). */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Config, Result } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';

/**
 * Lighthouse's default config (mobile form factor, simulated Slow 4G + 4× CPU), limited to the four
 * categories we report; screenshots are skipped (weight 0, they only cost time).
 */
export const LIGHTHOUSE_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    disableFullPageScreenshot: true,
  },
};

export class LighthouseRunner {
  #chrome: chromeLauncher.LaunchedChrome | null = null;

  async #ensureChrome(): Promise<chromeLauncher.LaunchedChrome> {
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
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, logLevel: 'error', output: 'json' },
          LIGHTHOUSE_CONFIG,
        );
        if (!result) throw new Error('Lighthouse returned no result');
        return result.lhr;
      } catch (error) {
        await this.close();
        if (attempt >= 2) throw error;
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
  }
}
