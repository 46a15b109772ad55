import { expect, test as base, type TestInfo } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { Engine, DESKTOP, type EngineName, type Profile } from './engine.ts';
import { firefoxDriver, launchFirefox } from './firefox.ts';
import { startScriptGate, type ScriptGate } from './gate.ts';
import { startWebKitServer, webkitDriver, type WebKitServer } from './webkit.ts';

/**
 * Playwright's runner (its web server, the stack; its reporter and retries) around engines it does
 * not drive: the projects `firefox` and `webkit` set `engineName`, and each test gets `engine`, a
 * fresh browser session on `profile` browsing through `gate` (see gate.ts), released at the start.
 */
export interface EngineOptions {
  engineName: EngineName;
}

interface WorkerFixtures extends EngineOptions {
  gate: ScriptGate;
  launched: { firefox?: Browser; webkit?: WebKitServer };
}

interface TestFixtures {
  profile: Profile;
  engine: Engine;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  gate: [
    async ({ engineName }, provide, workerInfo) => {
      const stack = workerInfo.project.use.baseURL;
      if (!stack) throw new Error('playwright.config.ts sets baseURL to the stack');
      const gate = await startScriptGate(stack, { dropCsp: engineName === 'webkit' });
      await provide(gate);
      await gate.close();
    },
    { scope: 'worker' },
  ],
  launched: [
    async ({ engineName }, provide) => {
      if (engineName === 'firefox') {
        const firefox = await launchFirefox();
        await provide({ firefox });
        await firefox.close();
      } else {
        const webkit = await startWebKitServer();
        await provide({ webkit });
        await webkit.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  profile: [DESKTOP, { option: true }],
  engine: async ({ launched, gate, profile }, provide, testInfo) => {
    gate.release();
    const driver = launched.firefox
      ? await firefoxDriver(launched.firefox, profile)
      : await webkitDriver(launched.webkit!, profile);
    const engine = new Engine(driver, gate.url);
    if (profile.touch)
      testInfo.annotations.push({
        type: 'taps',
        description: engine.touch ? 'touch' : 'mouse (no touch here)',
      });
    await provide(engine);
    gate.release();
    if (testInfo.status !== testInfo.expectedStatus) await attachPageState(engine, testInfo);
    await engine.close();
  },
});

export { expect };

/** On a failure, what a screenshot would have shown: where the page was and what its fields held. */
async function attachPageState(engine: Engine, testInfo: TestInfo) {
  const state = await engine
    .evaluate(() => ({
      url: location.href,
      app: document.documentElement.hasAttribute('data-hydrated'),
      focused: document.activeElement?.outerHTML.slice(0, 200) ?? null,
      fields: [
        ...document.querySelectorAll<HTMLInputElement>('dialog[open] input, dialog[open] textarea'),
      ].map(
        (field) => `${field.name || field.id}: ${field.type === 'file' ? field.files?.length : field.value}`,
      ),
      dialog: document.querySelector('dialog[open]')?.textContent?.slice(0, 2000) ?? null,
    }))
    .catch((error: unknown) => ({ unreadable: String(error) }));
  await testInfo.attach('page state', {
    body: JSON.stringify(state, null, 2),
    contentType: 'application/json',
  });
}

/** When a flow acts: on a page whose scripts are held at the gate, or once the app runs. */
export type When = 'before the app' | 'after the app';
export const WHEN: When[] = ['before the app', 'after the app'];

/** Opens `path` for a flow that acts `when`. Before the app, the scripts stay held until released. */
export async function visit(engine: Engine, gate: ScriptGate, path: string, when: When) {
  if (when === 'before the app') gate.hold();
  await engine.goto(path);
  if (when === 'after the app') await engine.waitForApp();
}

/** Fails unless the page is still without its app: a "before the app" flow must prove it was. */
export async function expectNoApp(engine: Engine) {
  expect(await engine.hydrated(), 'the app must not have started yet').toBe(false);
}
