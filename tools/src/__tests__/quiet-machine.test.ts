/** @jest-environment node */
import os from 'node:os';
import { busyShare, sampleCpus, untilQuiet, type CpuSample } from '../lib/quiet-machine.ts';

/** A machine whose windows are busy by these shares, in turn (the last one repeated), 250 ms apart. */
function machine(busy: number[]) {
  let at: CpuSample = { idle: 0, total: 0 };
  let index = 0;
  const slept: number[] = [];
  return {
    slept,
    sample: () => at,
    sleep: async (ms: number) => {
      slept.push(ms);
      const share = busy[Math.min(index++, busy.length - 1)]!;
      at = { idle: at.idle + 2 * ms * (1 - share), total: at.total + 2 * ms };
    },
  };
}

describe('untilQuiet', () => {
  it('waits out a browser start-up: busy windows, then two quiet ones in a row', async () => {
    const m = machine([1, 1, 0.88, 0.65, 0.05, 0.3, 0.02, 0.04]);
    expect(await untilQuiet(m)).toEqual({ quiet: true, waitedMs: 8 * 250 });
  });

  it('goes on at once on a machine already quiet (two windows)', async () => {
    const m = machine([0.01]);
    expect(await untilQuiet(m)).toEqual({ quiet: true, waitedMs: 500 });
  });

  it('gives up after maxWaitMs on a machine that never settles, and says so', async () => {
    const m = machine([0.5]);
    expect(await untilQuiet({ ...m, maxWaitMs: 3000 })).toEqual({ quiet: false, waitedMs: 3000 });
    expect(m.slept).toHaveLength(12);
  });

  it('counts a window with no processor time as busy', async () => {
    const m = machine([0]);
    const frozen = { ...m, sample: () => ({ idle: 0, total: 0 }), maxWaitMs: 1000 };
    expect(await untilQuiet(frozen)).toEqual({ quiet: false, waitedMs: 1000 });
  });
});

describe("this machine's processors", () => {
  it('reads idle within total, both growing', async () => {
    const first = sampleCpus();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const second = sampleCpus();
    expect(first.idle).toBeLessThanOrEqual(first.total);
    expect(second.total).toBeGreaterThan(first.total);
    expect(second.idle).toBeGreaterThanOrEqual(first.idle);
  });

  // A sampler that missed user or system time would read every window as idle, and untilQuiet
  // would never wait: one core kept busy must show as at least half its share of the machine.
  it('reads a core kept busy as busy', () => {
    const first = sampleCpus();
    const end = Date.now() + 400;
    while (Date.now() < end) Math.sqrt(Math.random());
    expect(busyShare(first, sampleCpus())).toBeGreaterThanOrEqual(0.5 / os.cpus().length);
  });

  it('refuses a window of no length, which would never end', async () => {
    await expect(untilQuiet({ windowMs: 0 })).rejects.toThrow('windowMs');
  });
});
