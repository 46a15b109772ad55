/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { startScriptsAfterLoad } from '../build/starter-html.ts';
import { starterScript } from '../build/starter-script.ts';
import { LARGEST_PAINT_WAIT_MS } from '../starter/start-page.ts';
import { AFTER_PAINT_ATTRIBUTE } from '../src/markers.ts';

const PAGE =
  '<body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>' +
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>' +
  '<script src="/app-3.js" async=""></script></body>';

describe('startScriptsAfterLoad', () => {
  it("replaces Gatsby's async script tags with one starter, keeping the inline scripts", () => {
    const html = startScriptsAfterLoad(PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>');
    expect(html).toContain(
      `<script>${starterScript(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])}</script>`,
    );
  });

  it('starts the preludes just before the app script, without repeating what the page lists', () => {
    const html = startScriptsAfterLoad(PAGE, {
      preludes: ['/webpack-runtime-1.js', '/framework-2.js', '/prelude-4.js'],
    });
    expect(html).toContain(
      starterScript(['/webpack-runtime-1.js', '/framework-2.js', '/prelude-4.js', '/app-3.js']),
    );
  });

  it('leaves a page without such tags (or one already rewritten) unchanged', () => {
    const once = startScriptsAfterLoad(PAGE);
    expect(startScriptsAfterLoad(once)).toBe(once);
  });
});

describe('the bundled starter', () => {
  /** A browser's PerformanceObserver that reports the largest paint when the test says so. */
  class LargestPaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    static instances: LargestPaintObserver[] = [];
    observed: unknown;
    disconnected = false;
    callback: (list: unknown, observer: LargestPaintObserver) => void;
    constructor(callback: (list: unknown, observer: LargestPaintObserver) => void) {
      this.callback = callback;
      LargestPaintObserver.instances.push(this);
    }
    observe(options: unknown) {
      this.observed = options;
    }
    disconnect() {
      this.disconnected = true;
    }
    report() {
      this.callback({}, this);
    }
  }

  /** Runs the starter against a minimal document; returns what it appended and the listeners. */
  function run(readyState: string, PerformanceObserver?: typeof LargestPaintObserver) {
    const appended: { src: string; async: boolean }[] = [];
    const listeners = new Map<string, () => void>();
    const timers: { fn: () => void; ms: number }[] = [];
    // The page's one <style data-after-paint>, until the starter claims it; its attribute names no
    // blocks, so the root is marked at once.
    const held = {
      claimed: false,
      removeAttribute: () => (held.claimed = true),
      getAttribute: () => '',
    };
    const root = { applied: false, hasAttribute: () => false, setAttribute: () => (root.applied = true) };
    const document = {
      readyState,
      documentElement: root,
      querySelectorAll: (selector: string) =>
        selector.includes(AFTER_PAINT_ATTRIBUTE) && !held.claimed ? [held] : [],
      createElement: () => ({ src: '', async: true }),
      body: { children: [], appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
    };
    const window = {
      // The first listener of a type: the script loading's (the starter's others come after it).
      addEventListener: (type: string, fn: () => void) => listeners.set(type, listeners.get(type) ?? fn),
      requestAnimationFrame: (fn: () => void) => fn(),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      PerformanceObserver,
      HTMLButtonElement: { prototype: {} },
      document,
    };
    runInNewContext(starterScript(['/a.js', '/b.js']), { document, window });
    /**
     * Runs the timers of `ms` in the order queued, each as its own task, those they queue too;
     * returns how many scripts were appended after each.
     */
    const runTimers = (ms = 0) => {
      const counts: number[] = [];
      let timer;
      while ((timer = timers.find((t) => t.ms === ms))) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
        counts.push(appended.length);
      }
      return counts;
    };
    return { appended, listeners, runTimers, held, root };
  }

  it('starts the scripts in order after load and a painted frame, once', () => {
    const { appended, listeners, runTimers } = run('interactive');
    expect(appended).toEqual([]);
    listeners.get('load')!();
    listeners.get('pointerdown')!();
    // One script per task: the count grows by one in each timer (the first is the start the painted
    // frame queued, a task after the swap's setup, which finds the scripts started by the touch).
    expect(runTimers()).toEqual([0, 1, 2]);
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  it("starts at the visitor's first touch when that comes before load", () => {
    const { appended, listeners, runTimers } = run('loading');
    listeners.get('touchstart')!();
    runTimers();
    expect(appended.map((e) => e.src)).toEqual(['/a.js', '/b.js']);
  });

  it('applies the rules held for after the first paint then, and not at a touch before it', () => {
    LargestPaintObserver.instances = [];
    const { listeners, held, root } = run('loading', LargestPaintObserver);
    listeners.get('touchstart')!();
    expect(held.claimed).toBe(false);
    listeners.get('load')!();
    expect(held.claimed).toBe(false);
    LargestPaintObserver.instances[0]!.report();
    expect(held.claimed).toBe(true);
    expect(root.applied).toBe(true);
  });

  it('starts at once on a page that has already loaded', () => {
    const { appended, runTimers } = run('complete');
    runTimers();
    expect(appended).toHaveLength(2);
  });

  it('waits for the largest paint where the browser reports it', () => {
    LargestPaintObserver.instances = [];
    const { appended, runTimers } = run('complete', LargestPaintObserver);
    const [observer] = LargestPaintObserver.instances;
    expect(observer!.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    runTimers();
    expect(appended).toEqual([]);
    observer!.report();
    expect(observer!.disconnected).toBe(true);
    // The painted frame sets up the swap and queues the start; the start queues a task per script.
    expect(appended).toEqual([]);
    expect(runTimers()).toEqual([0, 1, 2]);
    runTimers(LARGEST_PAINT_WAIT_MS); // the fallback finds the scripts started
    expect(appended).toHaveLength(2);
  });

  it('starts anyway when no largest paint is reported in time', () => {
    LargestPaintObserver.instances = [];
    const { appended, runTimers } = run('complete', LargestPaintObserver);
    runTimers(LARGEST_PAINT_WAIT_MS);
    runTimers();
    expect(appended.map((e) => e.src)).toEqual(['/a.js', '/b.js']);
  });
});
