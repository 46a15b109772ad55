import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@fernhill/lead-pipeline/testing/free-port';
import { Builder, Key as SeleniumKey, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { miniBrowserPath, webkitDriverPath, xvfbPath } from '@fernhill/site-tools/lib/engines';
import { sleep, type Driver, type Key, type Profile } from './engine.ts';
import { findInPage, type WireTarget } from './find.ts';

/**
 * WebKitGTK's MiniBrowser behind WebKitWebDriver (Debian's webkit2gtk-driver), driven by
 * selenium-webdriver: one X server (Xvfb: MiniBrowser has no headless mode) and one driver per
 * worker, a fresh browser session per test.
 *
 * Touch: WebKitWebDriver turns touch actions into mouse events and emulates no touch screen, so on
 * the phone profile taps are clicks (`touch: false`), at 447 px, the narrowest MiniBrowser's window
 * goes: the layout is the phone's, the input a mouse's.
 */
export interface WebKitServer {
  /** The driver's address; a driver that has exited is started again first. */
  url(): Promise<string>;
  close(): Promise<void>;
}

export async function startWebKitServer(): Promise<WebKitServer> {
  const [xvfb, driverPath, miniBrowser] = [xvfbPath(), webkitDriverPath(), miniBrowserPath()];
  if (!xvfb || !driverPath || !miniBrowser)
    throw new Error('No WebKitGTK: install webkit2gtk-driver and xvfb (see docs/testing.md, "Browsers")');
  // -displayfd: Xvfb picks a free display and writes its number to fd 3.
  const x = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((done, fail) => {
    x.once('error', fail);
    x.stdio[3]!.once('data', (data: Buffer) => done(`:${data.toString().trim()}`));
  });
  let driver = await launchDriver(driverPath, display);
  return {
    // A worker's driver has been seen gone between two tests (CI: ECONNREFUSED for the next one).
    async url() {
      if (exited(driver.child)) driver = await launchDriver(driverPath, display);
      return driver.url;
    },
    async close() {
      await Promise.all([stop(driver.child), stop(x)]);
    },
  };
}

/** WebKitWebDriver on a free port, once it answers; again on another port if it exits first. */
async function launchDriver(driverPath: string, display: string) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(driverPath, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    // Between the probe and the spawn, another process may take the port: the driver then exits.
    if ((await waitForStatus(url, child)) || attempt >= 3) {
      if (exited(child)) throw new Error(`WebKitWebDriver exited (${child.exitCode ?? child.signalCode})`);
      return { child, url };
    }
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export async function webkitDriver(server: WebKitServer, profile: Profile): Promise<Driver> {
  const driver = await new Builder()
    .usingServer(await server.url())
    .withCapabilities({
      browserName: 'MiniBrowser',
      // With the page's scripts held, `load` never comes, and WebKitWebDriver's "eager" waits for
      // it too: goto() waits for DOMContentLoaded itself.
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
    })
    .build();
  await setViewport(driver, profile);
  const run = <T>(source: string, arg: unknown) =>
    driver.executeScript(`return (${source})(arguments[0])`, arg) as Promise<T>;
  // Marks the page being left: the next one is there once the mark is gone.
  const leave = async (go: () => Promise<void>, what: string) => {
    await run(`() => { window.__leaving = true; }`, null);
    await go();
    for (let i = 0; i < 400; i++) {
      const ready = await run<boolean>(
        `() => !window.__leaving && document.readyState !== 'loading'`,
        null,
      ).catch(() => false);
      if (ready) return;
      await sleep(50);
    }
    throw new Error(`webkit: ${what} did not load`);
  };
  return {
    name: 'webkit',
    touch: false,
    async goto(url) {
      await leave(() => driver.get(url), url);
    },
    async back() {
      await leave(() => driver.navigate().back(), 'the previous page');
    },
    run,
    // duration 0: the pointer jumps there, as puppeteer's does; a glide would hover what lies between.
    pointer: (x, y) =>
      driver.actions().move({ x, y, origin: Origin.VIEWPORT, duration: 0 }).click().perform(),
    key: (key: Key | string) =>
      driver
        .actions()
        .sendKeys(KEYS[key] ?? key)
        .perform(),
    async setFile(target: WireTarget, file: string) {
      const input = (await driver.executeScript(
        `return (${findInPage.toString()})(arguments[0])`,
        target,
      )) as WebElement;
      await input.sendKeys(file);
    },
    close: () => driver.quit(),
  };
}

const KEYS: Record<string, string> = {
  Escape: SeleniumKey.ESCAPE,
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
};

/** Sizes the window so that the page's viewport is the profile's (the window adds its frame). */
async function setViewport(driver: WebDriver, profile: Profile) {
  const window = driver.manage().window();
  await window.setRect({ x: 0, y: 0, width: profile.width, height: profile.height });
  const [innerWidth, innerHeight] = (await driver.executeScript(
    'return [innerWidth, innerHeight]',
  )) as number[];
  await window.setRect({
    width: 2 * profile.width - innerWidth!,
    height: 2 * profile.height - innerHeight!,
  });
}

/** True once the driver answers; false if it exited first. */
async function waitForStatus(url: string, child: ChildProcess): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (exited(child)) return false;
    const ready = await fetch(`${url}/status`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return !exited(child);
    await sleep(50);
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** Ends a child process, by force if it has not gone within 5 s. */
const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (exited(child)) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill();
  });
