/** @jest-environment node */
import { afterFirstInteraction, trackConversion, trackEvent } from '../analytics.ts';

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

  it('waits for the page’s load, then runs once on the first interaction', () => {
    const win = page('loading');
    const load = jest.fn();
    afterFirstInteraction(load, win);
    win.dispatchEvent(new Event('pointerdown'));
    expect(load).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    win.dispatchEvent(new Event('keydown'));
    win.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs after the delay when nobody interacts, and never once cancelled', () => {
    const load = jest.fn();
    afterFirstInteraction(load, page('complete'), 5000);
    jest.advanceTimersByTime(4999);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const win = page('complete');
    afterFirstInteraction(cancelled, win)();
    win.dispatchEvent(new Event('touchstart'));
    jest.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
