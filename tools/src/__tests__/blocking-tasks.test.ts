/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const LIB = path.join(__dirname, '..', 'lib');

/** Runs `script` as an ES module in a Node of its own, as the tools run (Lighthouse is ESM only); what it printed last, as JSON. */
function runModule(script: string): unknown {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 150_000,
  });
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null');
}

const TASKS = JSON.stringify(path.join(LIB, 'blocking-tasks.ts'));

it('names a task by its longest kinds of work, an inline script by its line', () => {
  const named = runModule(`
    import { describeTask } from ${TASKS};
    const event = (name, ms, data = {}) => ({ name, dur: ms * 1000, args: { data } });
    console.log(JSON.stringify([
      describeTask([
        event('ParseHTML', 14.5),
        event('EvaluateScript', 11.6, { url: 'http://127.0.0.1:1/Cases', lineNumber: 8 }),
        event('EvaluateScript', 1.3, { url: 'http://127.0.0.1:1/Cases', lineNumber: 6 }),
        event('Layout', 2),
        event('Layout', 1.5),
        event('EventDispatch', 0.9, { type: 'load' }),
        event('UpdateLayoutTree', 0.2),
        event('v8.compile', 3),
      ], 25),
      describeTask([
        event('DocumentLoader::CommitNavigation', 35.7),
        event('DocumentLoader::CreateParserPostCommit', 28.2),
        event('EventDispatch', 0.7, { type: 'pagehide' }),
      ], 40),
    ]));
  `);
  expect(named).toEqual([
    // The fifth, EventDispatch load 0.9, is left out.
    'ParseHTML 14.5, EvaluateScript /Cases:8 11.6, Layout 3.5, EvaluateScript /Cases:6 1.3',
    // A navigation's commit: what it names holds less than half of it, so its outermost event leads.
    'DocumentLoader::CommitNavigation 35.7, EventDispatch pagehide 0.7',
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
    ])));
  `) as string;
  expect(text).toContain("  this checkout page, run 1: TBT 58, its tasks' sum 21\n");
  expect(text).toContain('    1,074+62 (12) · 31 · UpdateLayoutTree 12.4\n');
  expect(text).toContain("  this checkout twin, run 1: TBT 0, its tasks' sum 0\n");
});

// The tasks are read from where Lighthouse keeps its last simulations, which is not its public
// API: a real run on a page that blocks for 60 ms after its paint must be found in them, named,
// and add up to the TBT Lighthouse reports. Fails the day Lighthouse keeps them elsewhere.
it('finds the task that blocked in a real Lighthouse run, once', () => {
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
      const window = { fcpMs: value('first-contentful-paint'), interactiveMs: value('interactive') };
      const tasks = takeBlockingTasks(window);
      let again = 'read';
      try { takeBlockingTasks(window); } catch { again = 'refused'; }
      console.log(JSON.stringify({ tbt: value('total-blocking-time'), tasks, again }));
    } finally {
      await runner.close();
      server.close();
    }
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 150_000,
  });
  expect(run.status).toBe(0);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null') as {
    tbt: number;
    tasks: { blockingMs: number; what: string }[];
    again: string;
  };
  const timer = result.tasks.find((task) => task.what.includes('TimerFire'));
  expect(timer?.blockingMs).toBeGreaterThan(100);
  const sum = result.tasks.reduce((total, task) => total + task.blockingMs, 0);
  expect(Math.abs(sum - result.tbt)).toBeLessThanOrEqual(Math.max(15, result.tbt * 0.1));
  expect(result.again).toBe('refused');
}, 180_000);
