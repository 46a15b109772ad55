/** @jest-environment node */
import { detectRegion, forcedRegion, GEOLOCATION_URL, IP_LOOKUP_URL, regionFromTimezone } from '../region.ts';

type FetchArgs = Parameters<typeof fetch>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch double answering by URL prefix and recording every call. */
function fakeFetch(routes: Record<string, () => Promise<Response>>) {
  const calls: string[] = [];
  const fn = jest.fn(async (...[input]: FetchArgs) => {
    const url = String(input);
    calls.push(url);
    const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    if (!route) throw new Error(`Unexpected request ${url}`);
    return routes[route]!();
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('regionFromTimezone (spec §9)', () => {
  it.each([
    ['Europe/Berlin', 'Europe'],
    ['Europe/Lisbon', 'Europe'],
    ['America/New_York', 'US'],
    ['Asia/Tokyo', 'US'],
    ['UTC', 'US'],
    ['', 'US'],
    [undefined, 'US'],
    [42, 'US'],
  ])('%p → %s', (timezone, region) => {
    expect(regionFromTimezone(timezone)).toBe(region);
  });
});

describe('forcedRegion', () => {
  const storage = (value: string | null) => ({ getItem: jest.fn(() => value) });

  it('prefers the query parameter, then the stored value', () => {
    expect(forcedRegion('?region=Europe', storage('US'))).toBe('Europe');
    expect(forcedRegion('?x=1', storage('Europe'))).toBe('Europe');
    expect(forcedRegion('?region=US', null)).toBe('US');
  });

  it('ignores unknown values and throwing storage', () => {
    expect(forcedRegion('?region=Mars', storage('Asia'))).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(forcedRegion('', throwing)).toBeNull();
  });
});

describe('detectRegion', () => {
  it("reads the zone from Temporal where the browser has it, never creating Intl's formatter", async () => {
    const intl = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('Intl.DateTimeFormat must not be needed');
    });
    (globalThis as { Temporal?: unknown }).Temporal = { Now: { timeZoneId: () => 'Europe/Lisbon' } };
    try {
      await expect(detectRegion()).resolves.toBe('Europe');
      expect(intl).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
      intl.mockRestore();
    }
  });

  it('without a token reads the browser timezone and makes no request', async () => {
    const { fetch, calls } = fakeFetch({});
    await expect(detectRegion({ fetch, localTimezone: () => 'Europe/Paris' })).resolves.toBe('Europe');
    await expect(detectRegion({ fetch, localTimezone: () => 'America/Chicago' })).resolves.toBe('US');
    expect(calls).toEqual([]);
  });

  it('with a token asks for the IP, then the timezone of that IP', async () => {
    const { fetch, calls } = fakeFetch({
      [IP_LOOKUP_URL]: async () => jsonResponse({ ip: '203.0.113.7' }),
      [GEOLOCATION_URL]: async () => jsonResponse({ ip: '203.0.113.7', timezone: 'Europe/Vienna' }),
    });
    await expect(detectRegion({ token: 'tok en', fetch })).resolves.toBe('Europe');
    expect(calls).toEqual([IP_LOOKUP_URL, `${GEOLOCATION_URL}/203.0.113.7?token=tok%20en`]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('gives US for a non-European timezone', async () => {
    const { fetch } = fakeFetch({
      [IP_LOOKUP_URL]: async () => jsonResponse({ ip: '198.51.100.1' }),
      [GEOLOCATION_URL]: async () => jsonResponse({ timezone: 'America/Denver' }),
    });
    await expect(detectRegion({ token: 't', fetch })).resolves.toBe('US');
  });

  it.each([
    ['the IP service fails', { [IP_LOOKUP_URL]: async () => Promise.reject(new TypeError('offline')) }],
    ['the IP service answers 500', { [IP_LOOKUP_URL]: async () => jsonResponse({}, 500) }],
    [
      'the geolocation has no timezone',
      {
        [IP_LOOKUP_URL]: async () => jsonResponse({ ip: '203.0.113.7' }),
        [GEOLOCATION_URL]: async () => jsonResponse({ error: 'quota' }),
      },
    ],
    [
      'the geolocation answers garbage',
      {
        [IP_LOOKUP_URL]: async () => jsonResponse({ ip: '203.0.113.7' }),
        [GEOLOCATION_URL]: async () => new Response('<html>', { status: 200 }),
      },
    ],
  ])('falls back to US and logs when %s', async (_case, routes) => {
    const { fetch } = fakeFetch(routes);
    await expect(detectRegion({ token: 't', fetch })).resolves.toBe('US');
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to fetch location',
      expect.objectContaining({ message: expect.any(String) }),
    );
  });

  it('times out a lookup that never answers', async () => {
    jest.useFakeTimers();
    try {
      const { fetch } = fakeFetch({ [IP_LOOKUP_URL]: () => new Promise<Response>(() => {}) });
      const result = detectRegion({ token: 't', fetch, timeoutMs: 3000 });
      await jest.advanceTimersByTimeAsync(2999);
      expect(consoleError).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('US');
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to fetch location',
        expect.objectContaining({ message: expect.any(String) }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('falls back to US when the browser cannot tell its timezone', async () => {
    const localTimezone = () => {
      throw new RangeError('no Intl');
    };
    await expect(detectRegion({ localTimezone })).resolves.toBe('US');
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch location', expect.any(RangeError));
  });
});
