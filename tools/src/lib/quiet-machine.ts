/**
 * Waits until the machine's processors are idle. A Chromium just launched keeps both of this
 * project's cores 64-100 % busy for about 1.25 s after its DevTools port answers, and up to 67 %
 * for the next 250 ms; a Lighthouse run started then measured part of that work as the page's, at
 * random, and times four (docs/performance.md, "A browser's start-up in the runs"). The share is
 * over all cores: on a machine with many, a browser's start-up may read as quiet, and it then
 * leaves the page cores of its own.
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

/** The share of processor time in use between two samples; none counted (a clock coarser than the gap) says nothing, so busy. */
export function busyShare(from: CpuSample, to: CpuSample): number {
  const total = to.total - from.total;
  return total > 0 ? 1 - (to.idle - from.idle) / total : 1;
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
  if (!(windowMs > 0)) throw new Error(`untilQuiet: windowMs must be over 0, not ${windowMs}`);
  let waitedMs = 0;
  let inARow = 0;
  let last = sample();
  while (waitedMs < maxWaitMs) {
    await sleep(windowMs);
    waitedMs += windowMs;
    const now = sample();
    const busy = busyShare(last, now);
    last = now;
    inARow = busy < busyBelow ? inARow + 1 : 0;
    if (inARow >= windows) return { quiet: true, waitedMs };
  }
  return { quiet: false, waitedMs };
}
