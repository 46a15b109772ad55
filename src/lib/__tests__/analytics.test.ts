import { ANALYTICS_EVENTS, trackConversion, trackEvent } from '../analytics.ts';

type Win = { gtag?: (...args: unknown[]) => void };

describe('analytics', () => {
  const win = globalThis as unknown as { window?: Win };
  afterEach(() => delete win.window);

  it('uses exactly the spec event names', () => {
    expect([...ANALYTICS_EVENTS].sort()).toEqual(
      [
        'get_in_touch_home_inside',
        'get_in_touch_home_inside_email',
        'get_in_touch_home_inside_WhatsApp',
        'get_in_touch_home_inside_book_a_call',
        'whatsapp_click',
        'call_click',
        'email_click',
      ].sort(),
    );
  });

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
});
