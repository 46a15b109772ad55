/** @jest-environment node */
import os from 'node:os';
import path from 'node:path';
import { expand } from '../lib/main-thread-core';
import { runModule } from './support/run-module';

const MODULE = path.join(__dirname, '..', 'lib', 'main-thread-core.ts');
const CHROMIUM = path.join(__dirname, '..', 'lib', 'chromium.ts');

it('reads the kernel’s lists of cores', () => {
  expect(expand('0')).toEqual([0]);
  expect(expand('0-1')).toEqual([0, 1]);
  expect(expand('0-2,4,6-7')).toEqual([0, 1, 2, 4, 6, 7]);
});

// A real browser, in a child process (its cores are changed, not the test runner's): the browser
// inherits the other cores, every renderer's main thread is moved to the last one and no other
// thread stays on it, and the process gets all its cores back. On a machine that cannot (one core,
// not Linux), it says why instead.
it('gives each renderer’s main thread a core of its own and the rest of the browser the others', () => {
  const script = `
    import * as chromeLauncher from 'chrome-launcher';
    import fs from 'node:fs';
    import { allowedIfAlive, allowedList, coreSplit, descendants, expand, isRenderer, keepMainThreadsOnOwnCore, restoreCores, yieldOwnCore } from ${JSON.stringify(MODULE)};
    import { CHROMIUM_FLAGS, chromiumPath } from ${JSON.stringify(CHROMIUM)};
    const split = coreSplit();
    if ('none' in split) {
      console.log(JSON.stringify({ none: split.none }));
    } else {
      const yielded = await yieldOwnCore(split);
      const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
      const keeper = keepMainThreadsOnOwnCore(chrome.pid, split);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const renderers = [];
      const othersOf = (pid) => fs.readdirSync('/proc/' + pid + '/task').map(Number).filter((tid) => tid !== pid);
      const onOwn = (pid, tid) => { const list = allowedIfAlive(pid, tid); return list !== undefined && expand(list).includes(split.own); };
      const first = descendants(chrome.pid).filter(isRenderer).map((pid) => [pid, othersOf(pid)]);
      // A thread the main thread has just started is on its core until the next check (every 100 ms):
      // those found there must have moved 300 ms later. Only threads of the first reading are read.
      const justStarted = first.flatMap(([pid, tids]) => tids.filter((tid) => onOwn(pid, tid)).map((tid) => [pid, tid]));
      if (justStarted.length) await new Promise((resolve) => setTimeout(resolve, 300));
      const stillOnOwn = justStarted.filter(([pid, tid]) => onOwn(pid, tid));
      for (const [pid, tids] of first) {
        const others = tids.filter((tid) => !justStarted.some(([, t]) => t === tid)).map((tid) => allowedIfAlive(pid, tid)).filter(Boolean);
        renderers.push({ main: allowedList(pid), others });
      }
      const browser = allowedList(chrome.pid);
      const moved = await keeper.stop();
      chrome.kill();
      const during = allowedList(process.pid);
      await restoreCores(split);
      console.log(JSON.stringify({ split, yielded, stillOnOwn, renderers, browser, during, after: allowedList(process.pid), moved }));
    }
  `;
  const result = runModule(script) as
    | { none: string }
    | {
        split: { own: number; rest: string; all: string };
        renderers: { main: string; others: string[] }[];
        browser: string;
        during: string;
        yielded: boolean;
        stillOnOwn: number[][];
        after: string;
        moved: number;
      };
  if ('none' in result) {
    // Only where it cannot be done: this project's machines (Linux, two cores) must pin.
    expect(process.platform !== 'linux' || os.availableParallelism() < 2).toBe(true);
    return;
  }
  const { split } = result;
  expect(result.renderers.length).toBeGreaterThan(0);
  expect(result.moved).toBeGreaterThanOrEqual(result.renderers.length);
  for (const renderer of result.renderers) {
    expect(renderer.main).toBe(String(split.own));
    for (const other of renderer.others) expect(expand(other)).not.toContain(split.own);
  }
  expect(expand(result.browser)).not.toContain(split.own);
  expect(result.yielded).toBe(true);
  expect(result.stillOnOwn).toEqual([]);
  expect(expand(result.during)).not.toContain(split.own);
  expect(result.after).toBe(split.all);
}, 60_000);
