/** @jest-environment node */
import path from 'node:path';
import { runModule } from './support/run-module';

const LIB = path.join(__dirname, '..', 'lib');

const TASKS = JSON.stringify(path.join(LIB, 'blocking-tasks.ts'));

it('names a task by its longest kinds of work, an inline script by its line and column', () => {
  const named = runModule(`
    import { describeTask } from ${TASKS};
    // name, start and length in ms (nesting as in a trace), data
    const event = (name, at, ms, data = {}) => ({ name, ts: at * 1000, dur: ms * 1000, args: { data } });
    const page = 'http://127.0.0.1:1/Cases';
    console.log(JSON.stringify([
      describeTask([
        event('ParseHTML', 0, 14.5),
        event('EvaluateScript', 1, 11.6, { url: page, lineNumber: 8, columnNumber: 17 }),
        event('v8.compile', 1, 3),
        event('EvaluateScript', 13, 1.3, { url: page, lineNumber: 6, columnNumber: 2 }),
        event('Layout', 15, 2),
        event('Layout', 18, 1.5),
        event('EventDispatch', 20, 0.9, { type: 'load' }),
        event('UpdateLayoutTree', 21, 0.2),
      ], 25),
      describeTask([
        event('DocumentLoader::CommitNavigation', 0, 35.7),
        event('EventDispatch', 0.1, 0.7, { type: 'pagehide' }),
        event('DocumentLoader::CreateParserPostCommit', 5, 28.2),
      ], 40),
      describeTask([
        event('EventDispatch', 0, 1.9, { type: 'load' }),
        event('v8.callFunction', 0.1, 0.8),
        event('UpdateLayoutTree', 3, 2.5),
        event('Document::FinishedParsing', 6, 12),
      ], 25),
    ]));
  `);
  expect(named).toEqual([
    // The fifth, EventDispatch load 0.9, is left out; the parse holds the scripts it ran.
    'ParseHTML 14.5, EvaluateScript /Cases:8:17 11.6, Layout 3.5, EvaluateScript /Cases:6:2 1.3',
    // A navigation's commit: its named work is less than half of it, so its longest other event leads.
    'DocumentLoader::CommitNavigation 35.7, EventDispatch pagehide 0.7',
    // What leads is outside the named work: not the call inside the load event.
    'Document::FinishedParsing 12.0, UpdateLayoutTree 2.5, EventDispatch load 1.9',
  ]);
});

it('lists each run with its TBT beside the sum of its tasks', () => {
  const text = runModule(`
    import { formatBlockingTasks } from ${TASKS};
    console.log(JSON.stringify(formatBlockingTasks('/Cases', [
      {
        label: 'this checkout page, run 1',
        tbtMs: 58,
        tasks: [
          { startMs: 1074, durationMs: 62, blockingMs: 12, observedMs: 31, what: 'UpdateLayoutTree 12.4' },
          { startMs: 1231, durationMs: 59, blockingMs: 9, observedMs: 15, what: 'ParseHTML 14.5' },
        ],
      },
      { label: 'this checkout twin, run 1', tbtMs: 0, tasks: [] },
      { label: 'this checkout page, run 2', tbtMs: null, tasks: null },
    ])));
  `) as string;
  expect(text).toContain("  this checkout page, run 1: TBT 58, its tasks' sum 21\n");
  expect(text).toContain('    1,074+62 (12) · 31 · UpdateLayoutTree 12.4\n');
  expect(text).toContain("  this checkout twin, run 1: TBT 0, its tasks' sum 0\n");
  expect(text).toContain(
    '  this checkout page, run 2: TBT ?, its tasks not read (Lighthouse simulated no TBT for it)\n',
  );
});

// The tasks and their windows are read from Lantern's internals, not Lighthouse's public API: a
// real run on a page that blocks for 60 ms after its paint must be found in them, named, and add up
// to the TBT Lighthouse reports. Fails the day Lantern keeps either elsewhere. Its one long task is
// far from either window's edge, so windows chosen another way would show only on pages like the
// site's, whose first tasks straddle the first paint (the bench prints each run's sum beside its TBT).
it('finds the task that blocked in a real Lighthouse run, adding up to its TBT, once', () => {
  const script = `
    import http from 'node:http';
    import { LighthouseRunner } from ${JSON.stringify(path.join(LIB, 'lighthouse-runner.ts'))};
    import { takeBlockingTasks } from ${TASKS};
    const page = '<!doctype html><title>t</title><h1>Painted</h1><script>' +
      'addEventListener("load", () => setTimeout(() => { const end = performance.now() + 60; while (performance.now() < end); }, 200));' +
      '</script>';
    const server = http.createServer((_, res) => res.end(page)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const runner = new LighthouseRunner({ filmstrip: false });
    try {
      const lhr = await runner.run('http://127.0.0.1:' + server.address().port + '/');
      const value = (id) => lhr.audits[id].numericValue;
      const tasks = takeBlockingTasks();
      console.log(JSON.stringify({ tbt: value('total-blocking-time'), tasks, again: takeBlockingTasks() }));
    } finally {
      await runner.close();
      server.close();
    }
  `;
  const result = runModule(script) as {
    tbt: number;
    tasks: { blockingMs: number; what: string }[];
    again: unknown;
  };
  const timer = result.tasks.find((task) => task.what.includes('TimerFire'));
  expect(timer?.blockingMs).toBeGreaterThan(100);
  const sum = result.tasks.reduce((total, task) => total + task.blockingMs, 0);
  // Lighthouse's own windows and rule: the tasks add up to its TBT (tasks under 0.5 ms left out).
  expect(Math.abs(sum - result.tbt)).toBeLessThanOrEqual(1);
  // Read once: a second read finds nothing rather than this run's tasks.
  expect(result.again).toBeNull();
}, 180_000);
