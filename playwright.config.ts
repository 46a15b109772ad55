import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@fernhill/site-tools/lib/chromium';
import { e2ePort } from './tests/e2e/support/stack-info.ts';
import type { EngineOptions } from './tests/engines/support/fixtures.ts';

/**
 * Browser tests run against the production build (`public/`) served by the local stack, in a system
 * Chromium where there is one (no browser download on this project's machines) or Playwright's own.
 * The stack also runs a real SMTP server and a temporary data folder: see tests/e2e/support/stack.ts.
 * The projects `firefox` and `webkit` run tests/engines in engines Playwright does not drive here
 * (see tests/engines/README.md).
 */
const PORT = e2ePort();
export const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

export default defineConfig<EngineOptions>({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Screenshot baselines (visual.responsive.spec.ts), one set per platform: fonts render differently.
  snapshotPathTemplate: '{testDir}/__screenshots__/{platform}/{projectName}/{arg}{ext}',
  // CI compares only: a missing baseline fails instead of being written.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002 } },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // The mobile project covers layout-dependent behaviour; the rest runs on desktop only.
      testMatch: /.*\.(mobile|responsive)\.spec\.ts/,
    },
    // A flow there starts a browser session of its own and types key by key: more time each.
    { name: 'firefox', testDir: 'tests/engines', timeout: 60_000, use: { engineName: 'firefox' } },
    { name: 'webkit', testDir: 'tests/engines', timeout: 60_000, use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: 'node tests/e2e/support/stack.ts',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
});
