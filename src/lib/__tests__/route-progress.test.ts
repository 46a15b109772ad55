/** @jest-environment node */
import { createRouteProgress, ROUTE_PROGRESS, trackNavigations } from '../route-progress.ts';

describe('route progress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden when a navigation finishes within the throttle', () => {
    const bar = createRouteProgress();
    const seen: string[] = [];
    bar.subscribe((s) => seen.push(s));
    bar.start();
    jest.advanceTimersByTime(ROUTE_PROGRESS.throttleMs - 1);
    bar.done();
    jest.advanceTimersByTime(ROUTE_PROGRESS.throttleMs * 2);
    expect(seen).toEqual([]);
    expect(bar.state).toBe('idle');
  });

  it('shows after the throttle, hides when done, and turns to error on failure', () => {
    const bar = createRouteProgress();
    bar.start();
    jest.advanceTimersByTime(ROUTE_PROGRESS.throttleMs);
    expect(bar.state).toBe('pending');
    bar.done();
    expect(bar.state).toBe('idle');
    bar.start();
    bar.error();
    expect(bar.state).toBe('error');
  });
});

describe('trackNavigations', () => {
  const fakeBar = () => {
    const calls: string[] = [];
    return {
      calls,
      bar: { start: () => calls.push('start'), error: () => calls.push('error') } as unknown as ReturnType<
        typeof createRouteProgress
      >,
    };
  };

  it('starts the bar when a link navigates, and not for history steps', () => {
    const seen: unknown[] = [];
    const win = { ___navigate: (to: unknown) => seen.push(to) } as unknown as Window;
    const { calls, bar } = fakeBar();
    trackNavigations(win, bar);
    (win as unknown as { ___navigate: (to: unknown) => void }).___navigate('/Cases');
    (win as unknown as { ___navigate: (to: unknown) => void }).___navigate(-1);
    expect(seen).toEqual(['/Cases', -1]);
    expect(calls).toEqual(['start']);
  });

  it('turns to the error state when the page data fails to load', async () => {
    const results = [{ status: 'success' }, { status: 'error' }, null];
    const win = {
      ___loader: { loadPage: async () => results.shift() },
    } as unknown as Window;
    const { calls, bar } = fakeBar();
    trackNavigations(win, bar);
    const loader = (win as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader;
    await loader.loadPage('/a');
    expect(calls).toEqual([]);
    await loader.loadPage('/b');
    await loader.loadPage('/c');
    expect(calls).toEqual(['error', 'error']);
  });
});
