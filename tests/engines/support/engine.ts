import { describeTarget, findInPage, toWire, type Target, type WireTarget } from './find.ts';

/**
 * What a flow needs from a browser, whatever drives it: two implementations (firefox.ts over
 * WebDriver BiDi, webkit.ts over WebDriver), one set of flows. Input is real input at viewport
 * coordinates, as a visitor's: if something moves under the finger, the tap lands elsewhere.
 */
export type EngineName = 'firefox' | 'webkit';
export type Key = 'Escape' | 'Enter' | 'Tab';

export interface Profile {
  width: number;
  height: number;
  /** Taps are touch input; an engine that cannot emulate touch reports `touch: false` and clicks. */
  touch: boolean;
}

export const DESKTOP: Profile = { width: 1280, height: 800, touch: false };
export const PHONE: Profile = { width: 390, height: 844, touch: true };

/** The primitives each driver implements. */
export interface Driver {
  readonly name: EngineName;
  readonly touch: boolean;
  /** Loads a path and returns at DOMContentLoaded: with the scripts held, `load` never comes. */
  goto(url: string): Promise<void>;
  /** The browser's Back, returning once the previous page is there (from the back/forward cache or loaded). */
  back(): Promise<void>;
  /** Runs `source`, a function's text, with one JSON argument. */
  run<T>(source: string, arg: unknown): Promise<T>;
  pointer(x: number, y: number): Promise<void>;
  key(key: Key | string): Promise<void>;
  setFile(target: WireTarget, file: string): Promise<void>;
  close(): Promise<void>;
}

export class Engine {
  private readonly driver: Driver;
  readonly baseURL: string;

  constructor(driver: Driver, baseURL: string) {
    this.driver = driver;
    this.baseURL = baseURL;
  }

  get name() {
    return this.driver.name;
  }
  /** Whether taps are touch input here (see Profile). */
  get touch() {
    return this.driver.touch;
  }

  goto(path: string) {
    return this.driver.goto(new URL(path, this.baseURL).href);
  }

  /**
   * Runs `fn` in the page with one JSON argument and `find` (findInPage). `fn` travels as text, so
   * it uses nothing from outside its body: the test runner's transform renames imported names.
   */
  evaluate<T, A = undefined>(fn: (arg: A, find: typeof findInPage) => T, arg?: A): Promise<T> {
    const source = `(arg) => (${fn.toString()})(arg, ${findInPage.toString()})`;
    return this.driver.run<T>(source, arg ?? null);
  }

  back() {
    return this.driver.back();
  }

  /** The page's path and query. */
  path() {
    return this.evaluate(() => location.pathname + location.search);
  }

  hydrated() {
    return this.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
  }

  /** Polls `fn` in the page until it returns something truthy; fails with `what` after `timeout`. */
  async waitFor<T, A = undefined>(
    what: string,
    fn: (arg: A, find: typeof findInPage) => T,
    arg?: A,
    timeout = 10_000,
  ): Promise<T> {
    const deadline = performance.now() + timeout;
    for (;;) {
      const value = await this.evaluate(fn, arg);
      if (value) return value;
      if (performance.now() > deadline) throw new Error(`${this.name}: timed out waiting for ${what}`);
      await sleep(50);
    }
  }

  waitForApp(timeout = 30_000) {
    return this.waitFor(
      'the app',
      () => document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      timeout,
    );
  }

  /** Whether the target is there and rendered now. */
  async visible(target: Target) {
    return this.evaluate((t, find) => Boolean(find(t)), toWire(target)).catch(() => false);
  }

  /** Reads something from the target element (`fn` runs in the page, on the element). */
  async read<T>(target: Target, fn: (el: Element) => T): Promise<T> {
    // `fn` goes in as text: no eval in the page, whose CSP forbids it.
    const source = `(t) => { const el = (${findInPage.toString()})(t); return el ? [true, (${fn.toString()})(el)] : [false, null]; }`;
    const [found, value] = await this.driver.run<[boolean, unknown]>(
      source,
      toWire({ ...target, hidden: true }),
    );
    if (!found) throw new Error(`${this.name}: no ${describeTarget(target)}`);
    return value as T;
  }

  /** Taps (or, without touch, clicks) the middle of the target once it is rendered and still. */
  async tap(target: Target) {
    const { x, y } = await this.centre(target);
    await this.driver.pointer(x, y);
  }

  /** A tap at viewport coordinates: a backdrop, an empty spot. */
  tapAt(x: number, y: number) {
    return this.driver.pointer(x, y);
  }

  /**
   * Chooses a select's option by its text, as Playwright's selectOption does: a native select's
   * popup is drawn by the browser, out of reach of input at page coordinates.
   */
  async choose(target: Target, option: string) {
    const chosen = await this.evaluate(
      ({ t, option }, find) => {
        const select = find(t) as HTMLSelectElement | null;
        const index = select ? [...select.options].findIndex((o) => o.text.trim() === option) : -1;
        if (!select || index < 0) return false;
        select.focus();
        select.selectedIndex = index;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      },
      { t: toWire(target), option },
    );
    if (!chosen) throw new Error(`${this.name}: no option "${option}" in ${describeTarget(target)}`);
  }

  /** Types into whatever has focus, one key at a time, `delay` ms apart. */
  async type(text: string, delay = 20) {
    for (const char of text) {
      await this.driver.key(char);
      if (delay) await sleep(delay);
    }
  }

  press(key: Key) {
    return this.driver.key(key);
  }

  /** Chooses a file in a file input (often visually hidden behind its label). */
  async setFile(target: Target, file: string) {
    const wire = toWire({ ...target, hidden: true });
    await this.waitFor(describeTarget(target), (t, find) => Boolean(find(t)), wire);
    await this.driver.setFile(wire, file);
  }

  close() {
    return this.driver.close();
  }

  private async centre(target: Target, timeout = 10_000) {
    const where = (t: WireTarget, find: typeof findInPage) => {
      const el = find(t);
      if (!el) return null;
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
    };
    const deadline = performance.now() + timeout;
    let last: { x: number; y: number } | null = null;
    for (;;) {
      const now = await this.evaluate(where, toWire(target));
      // Still: the same place twice in a row (menus and the dialog animate in).
      if (now && last && now.x === last.x && now.y === last.y) return now;
      if (performance.now() > deadline)
        throw new Error(`${this.name}: ${describeTarget(target)} is not there to tap`);
      last = now;
      await sleep(80);
    }
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
