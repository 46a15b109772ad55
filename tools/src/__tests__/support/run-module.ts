import { spawnSync } from 'node:child_process';

/**
 * Runs `script` as an ES module in a Node of its own, as the tools run (Lighthouse is ESM only, and
 * Jest runs the tests as CommonJS); what it printed last, as JSON. Its stderr is shown if it fails.
 */
export function runModule(script: string): unknown {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 150_000,
  });
  expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
    status: 0,
    stderr: '',
  });
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null');
}
