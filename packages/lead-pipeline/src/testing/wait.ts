import { performance } from 'node:perf_hooks';

/*
 * Test waits and durations run on the monotonic clock: a step of the wall clock (the machine's time
 * being set during a run) would otherwise end a wait early or make a duration look long or negative.
 */

/** Polls `done` every 20 ms for up to `ms`; its last answer. */
export async function waitFor(done: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!(await done()) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return done();
}

/** Starts a stopwatch; calling it gives the milliseconds since. */
export function stopwatch(): () => number {
  const started = performance.now();
  return () => performance.now() - started;
}
