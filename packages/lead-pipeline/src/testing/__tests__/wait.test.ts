/** @jest-environment node */
import { stopwatch, waitFor } from '../wait.ts';

describe('test waits on the monotonic clock', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a wall clock stepped forward during a wait neither ends it early nor lengthens a duration', async () => {
    const realNow = Date.now.bind(Date);
    const elapsed = stopwatch();
    let step = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + step);
    setTimeout(() => (step = 60_000), 50);
    let ready = false;
    setTimeout(() => (ready = true), 400);
    expect(await waitFor(() => ready, 2_000)).toBe(true);
    expect(elapsed()).toBeGreaterThanOrEqual(390);
    expect(elapsed()).toBeLessThan(2_000);
  });

  it('gives the last answer when the time is up, and accepts an async check', async () => {
    const elapsed = stopwatch();
    expect(await waitFor(async () => false, 150)).toBe(false);
    expect(elapsed()).toBeGreaterThanOrEqual(145);
  });
});
