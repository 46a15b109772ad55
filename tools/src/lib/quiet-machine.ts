/**
 * Waits until the machine's processors are idle. A Chromium just launched keeps both of this
 * project's cores 65-100 % busy for 1.2-1.5 s after its DevTools port answers (its start-up: the
 * profile, fonts, the GPU's stand-in); a Lighthouse run started then measured part of that work as
 * the page's, at random, and times four (docs/performance.md, "A browser's start-up in the runs").
 */
import os from 'node:os';

/** Idle and total processor time so far, all cores, in ms. */
export type CpuSample = { idle: number; total: number };

export function sampleCpus(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.idle + times.user + times.nice + times.sys + times.irq;
  }
  return { idle, total };
}

export interface QuietOptions {
  /** The share of processor time in use under which a window counts as quiet. */
  busyBelow?: number;
  /** One window, ms. */
  windowMs?: number;
  /** Consecutive quiet windows needed. */
  windows?: number;
  /** Gives up after this long, ms: a machine that never settles still gets measured. */
  maxWaitMs?: number;
  sample?: () => CpuSample;
  sleep?: (ms: number) => Promise<void>;
}

/** Resolves once `windows` windows in a row were under `busyBelow`; `quiet: false` if it gave up. */
export async function untilQuiet({
  busyBelow = 0.2,
  windowMs = 250,
  windows = 2,
  maxWaitMs = 15_000,
  sample = sampleCpus,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: QuietOptions = {}): Promise<{ quiet: boolean; waitedMs: number }> {
  let waitedMs = 0;
  let inARow = 0;
  let last = sample();
  while (waitedMs < maxWaitMs) {
    await sleep(windowMs);
    waitedMs += windowMs;
    const now = sample();
    const total = now.total - last.total;
    // No time counted (a clock coarser than the window) says nothing: not quiet yet.
    const busy = total > 0 ? 1 - (now.idle - last.idle) / total : 1;
    last = now;
    inARow = busy < busyBelow ? inARow + 1 : 0;
    if (inARow >= windows) return { quiet: true, waitedMs };
  }
  return { quiet: false, waitedMs };
}
