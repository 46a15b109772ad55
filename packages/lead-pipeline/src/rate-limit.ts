/** Per-client token bucket: `burst` requests at once, refilled at `perMinute`. In memory, per instance. */
export type RateDecision =
  | { ok: true }
  /** `first`: the first refusal since this client was last let through (log that one only). */
  | { ok: false; retryAfterSeconds: number; first: boolean };

export interface RateLimiter {
  take(key: string, now: number): RateDecision;
}

export interface TokenBucketOptions {
  burst: number;
  perMinute: number;
  /** Oldest idle clients are forgotten beyond this, so memory stays bounded under a flood of IPs. */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  updated: number;
  refused: boolean;
}

export const noRateLimit: RateLimiter = { take: () => ({ ok: true }) };

export function createTokenBucketLimiter(options: TokenBucketOptions): RateLimiter {
  if (options.burst <= 0 || options.perMinute <= 0) return noRateLimit;
  const perMs = options.perMinute / 60_000;
  const maxKeys = options.maxKeys ?? 10_000;
  const buckets = new Map<string, Bucket>();
  return {
    take(key, now) {
      const previous = buckets.get(key);
      const elapsed = previous ? Math.max(0, now - previous.updated) : 0;
      const tokens = previous ? Math.min(options.burst, previous.tokens + elapsed * perMs) : options.burst;
      // Re-inserting keeps the Map in least-recently-used order for eviction.
      buckets.delete(key);
      if (buckets.size >= maxKeys) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, updated: now, refused: false });
        return { ok: true };
      }
      buckets.set(key, { tokens, updated: now, refused: true });
      const retryAfterSeconds = Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
      return { ok: false, retryAfterSeconds, first: !previous?.refused };
    },
  };
}
