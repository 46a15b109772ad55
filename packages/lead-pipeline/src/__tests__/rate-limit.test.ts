/** @jest-environment node */
import { clientIp, clientNetwork, parseTrustProxy, rateLimitKey } from '../client-ip.ts';
import { createTokenBucketLimiter } from '../rate-limit.ts';

describe('token bucket rate limiter', () => {
  it('allows a burst, then refuses with Retry-After until tokens refill', () => {
    const limiter = createTokenBucketLimiter({ burst: 3, perMinute: 6 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take('ip', t).ok)).toEqual([true, true, true]);
    expect(limiter.take('ip', t)).toEqual({ ok: false, retryAfterSeconds: 10, first: true });
    expect(limiter.take('other', t).ok).toBe(true);
    expect(limiter.take('ip', t + 9_999)).toMatchObject({ ok: false, first: false });
    expect(limiter.take('ip', t + 10_000).ok).toBe(true);
  });

  it('never refills beyond the burst', () => {
    const limiter = createTokenBucketLimiter({ burst: 2, perMinute: 60 });
    expect(limiter.take('ip', 0).ok).toBe(true);
    const later = 10 * 60_000;
    expect([1, 2, 3].map(() => limiter.take('ip', later).ok)).toEqual([true, true, false]);
  });

  it('forgets the least recently seen clients beyond maxKeys', () => {
    const limiter = createTokenBucketLimiter({ burst: 1, perMinute: 1, maxKeys: 2 });
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0); // evicts a
    expect(limiter.take('a', 0).ok).toBe(true);
    expect(limiter.take('c', 0).ok).toBe(false);
  });

  it('is off when burst or rate is 0', () => {
    const limiter = createTokenBucketLimiter({ burst: 0, perMinute: 2 });
    expect(Array.from({ length: 100 }, () => limiter.take('ip', 0).ok).every(Boolean)).toBe(true);
  });
});

describe('client IP', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', () => {
    const xff = (value: string | undefined, trustedHops: number) =>
      [{ 'x-forwarded-for': value }, { trustedHops, header: null }] as const;
    expect(clientIp('::ffff:10.0.0.1', ...xff('1.2.3.4', 0))).toBe('10.0.0.1');
    expect(clientIp('10.0.0.1', ...xff('9.9.9.9, 1.2.3.4', 1))).toBe('1.2.3.4');
    expect(clientIp('10.0.0.1', ...xff('9.9.9.9, 1.2.3.4, 10.0.0.2', 2))).toBe('1.2.3.4');
    expect(clientIp('10.0.0.1', ...xff('not-an-ip', 1))).toBe('10.0.0.1');
    expect(clientIp(undefined, ...xff(undefined, 0))).toBe('unknown');
  });

  it('prefers the configured client-address header when it holds an address', () => {
    const policy = { trustedHops: 1, header: 'Fastly-Client-IP' };
    const behindHosting = {
      'fastly-client-ip': '198.51.100.23',
      'x-forwarded-for': '198.51.100.23, 151.101.1.195',
    };
    expect(clientIp('169.254.1.1', behindHosting, policy)).toBe('198.51.100.23');
    // Two visitors behind the same CDN node get two buckets, not one.
    expect(clientIp('169.254.1.1', { ...behindHosting, 'fastly-client-ip': '203.0.113.9' }, policy)).toBe(
      '203.0.113.9',
    );
    expect(
      clientIp('169.254.1.1', { 'fastly-client-ip': 'garbage', 'x-forwarded-for': '1.2.3.4' }, policy),
    ).toBe('1.2.3.4');
  });

  it('behind Hosting (two appended hops), a visitor who rotates client-sent headers stays one client', () => {
    const policy = { trustedHops: 2, header: null }; // the deployed defaults (functions/src/defaults.ts)
    const limiter = createTokenBucketLimiter({ burst: 5, perMinute: 2 });
    const accepted = Array.from({ length: 7 }, (_, i) => {
      const headers = {
        'fastly-client-ip': `203.0.113.${i + 1}`, // forged, rotating
        // The visitor's own X-Forwarded-For, then what Fastly and Google's front end append.
        'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.23, 151.101.1.195`,
      };
      return limiter.take(clientIp('169.254.1.1', headers, policy), 0).ok;
    });
    expect(accepted).toEqual([true, true, true, true, true, false, false]);
  });

  it('with fewer X-Forwarded-For entries than trusted proxies, counts the connecting address, not an entry the client wrote', () => {
    const policy = { trustedHops: 2, header: null };
    const limiter = createTokenBucketLimiter({ burst: 5, perMinute: 2 });
    const accepted = Array.from(
      { length: 8 },
      (_, i) =>
        limiter.take(clientIp('169.254.1.1', { 'x-forwarded-for': `192.0.2.${i + 1}` }, policy), 0).ok,
    );
    expect(accepted).toEqual([true, true, true, true, true, false, false, false]);
    expect(clientIp('169.254.1.1', { 'x-forwarded-for': '' }, policy)).toBe('169.254.1.1');
  });

  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['unknown', 'unknown'],
  ])('logs %s as the network %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['2', 2],
    ['yes', 1],
  ])('TRUST_PROXY=%j → %i hops', (value, hops) => {
    expect(parseTrustProxy(value)).toBe(hops);
  });
});

describe('rateLimitKey: one client per IPv4 address or IPv6 /64', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:9', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('%s → %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});
