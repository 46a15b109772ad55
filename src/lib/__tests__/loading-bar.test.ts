import { createLoadingBar, LOADING_BAR } from '../loading-bar.ts';

describe('loading bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('matches the spec constants', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, heightPx: 3 });
  });

  it('stays hidden when a navigation finishes within the throttle', () => {
    const bar = createLoadingBar();
    const seen: string[] = [];
    bar.subscribe((s) => seen.push(s));
    bar.start();
    jest.advanceTimersByTime(150);
    bar.done();
    jest.advanceTimersByTime(500);
    expect(seen).toEqual([]);
    expect(bar.state).toBe('idle');
  });

  it('shows after 200 ms, hides when done, and turns to error on failure', () => {
    const bar = createLoadingBar();
    bar.start();
    jest.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(bar.state).toBe('loading');
    bar.done();
    expect(bar.state).toBe('idle');
    bar.start();
    bar.error();
    expect(bar.state).toBe('error');
  });
});
