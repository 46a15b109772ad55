import { runInNewContext } from 'node:vm';
import { startAfterLoadScript, startScriptsAfterLoad } from '../start-after-load.ts';

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
      `<script>${startAfterLoadScript(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])}</script>`,
    );
  });

  it('starts the preludes just before the app script, without repeating what the page lists', () => {
    const html = startScriptsAfterLoad(PAGE, ['/webpack-runtime-1.js', '/framework-2.js', '/prelude-4.js']);
    expect(html).toContain(
      startAfterLoadScript(['/webpack-runtime-1.js', '/framework-2.js', '/prelude-4.js', '/app-3.js']),
    );
  });

  it('leaves a page without such tags (or one already rewritten) unchanged', () => {
    const once = startScriptsAfterLoad(PAGE);
    expect(startScriptsAfterLoad(once)).toBe(once);
  });
});

describe('the starter', () => {
  /** Runs the starter against a minimal document; returns what it appended and the listeners. */
  function run(readyState: string) {
    const appended: { src: string; async: boolean }[] = [];
    const listeners = new Map<string, () => void>();
    const timers: (() => void)[] = [];
    const document = {
      readyState,
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
    };
    const window = {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      requestAnimationFrame: (fn: () => void) => fn(),
      setTimeout: (fn: () => void) => timers.push(fn),
    };
    runInNewContext(startAfterLoadScript(['/a.js', '/b.js']), { document, window });
    /** Runs the queued timers, each as its own task; returns what each one appended. */
    const runTimers = () => timers.splice(0).map((fn) => (fn(), appended.length));
    return { appended, listeners, runTimers };
  }

  it('starts the scripts in order after load and a painted frame, once', () => {
    const { appended, listeners, runTimers } = run('interactive');
    expect(appended).toEqual([]);
    listeners.get('load')!();
    listeners.get('pointerdown')!();
    // One script per task: the count grows by one in each timer.
    expect(runTimers()).toEqual([1, 2]);
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

  it('starts at once on a page that has already loaded', () => {
    const { appended, runTimers } = run('complete');
    runTimers();
    expect(appended).toHaveLength(2);
  });
});
