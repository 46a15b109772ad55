/** @jest-environment node */
import { afterFirstInteraction, TAG_MAX_DELAY_MS, trackConversion, trackEvent } from '../analytics.ts';

type Win = { gtag?: (...args: unknown[]) => void };

describe('analytics', () => {
  const win = globalThis as unknown as { window?: Win };
  afterEach(() => delete win.window);

  it('sends events and conversions through the global gtag', () => {
    const gtag = jest.fn();
    win.window = { gtag };
    trackEvent('get_in_touch_home_inside', { page: 'main_page' });
    trackConversion('email', { email: 'AW-1/abc' });
    expect(gtag.mock.calls).toEqual([
      ['event', 'get_in_touch_home_inside', { page: 'main_page' }],
      ['event', 'conversion', { send_to: 'AW-1/abc' }],
    ]);
  });

  it('only warns when gtag is absent', () => {
    win.window = {};
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => trackEvent('call_click')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('call_click'));
    warn.mockRestore();
  });

  it('reads conversion labels from the public configuration, and sends none it has no label for', () => {
    const gtag = jest.fn();
    win.window = { gtag };
    process.env.GATSBY_ADS_CONVERSIONS = JSON.stringify({ whatsapp: 'AW-1/wa' });
    try {
      trackConversion('whatsapp');
      trackConversion('email');
      process.env.GATSBY_ADS_CONVERSIONS = 'not json';
      expect(() => trackConversion('whatsapp')).not.toThrow();
    } finally {
      delete process.env.GATSBY_ADS_CONVERSIONS;
    }
    expect(gtag.mock.calls).toEqual([['event', 'conversion', { send_to: 'AW-1/wa' }]]);
  });
});

describe('afterFirstInteraction', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A window that is still loading, or has loaded: events and timers are all the helper uses. */
  const page = (readyState: DocumentReadyState) =>
    Object.assign(new EventTarget(), { document: { readyState } }) as unknown as Window;

  const stay = () => false;

  it('waits for the page’s load, then runs once, in a task after the first interaction', () => {
    const win = page('loading');
    const load = jest.fn();
    afterFirstInteraction(load, win, TAG_MAX_DELAY_MS, stay);
    win.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(0);
    expect(load).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    win.dispatchEvent(new Event('keyup'));
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never while the page is being left: the next interaction that stays, or the delay, loads it', () => {
    const win = page('complete');
    const load = jest.fn();
    let leaving = true;
    afterFirstInteraction(load, win, TAG_MAX_DELAY_MS, () => leaving);
    win.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(TAG_MAX_DELAY_MS);
    expect(load).not.toHaveBeenCalled();
    leaving = false;
    win.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs after the delay when nobody interacts, and never once cancelled', () => {
    const load = jest.fn();
    afterFirstInteraction(load, page('complete'), TAG_MAX_DELAY_MS, stay);
    jest.advanceTimersByTime(TAG_MAX_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const win = page('complete');
    afterFirstInteraction(cancelled, win, TAG_MAX_DELAY_MS, stay)();
    win.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
