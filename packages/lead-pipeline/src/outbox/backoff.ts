export interface RetryPolicy {
  baseMs: number;
  capMs: number;
}

/** Delay before attempt `failures + 1`: base, 2×base, 4×base … never more than the cap. */
export function retryDelayMs(failures: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(exponent, 30));
}

/** With the default backoff (5 s doubling to 15 min) 20 attempts span about three and a half hours. */
export const DEFAULT_MAX_ATTEMPTS = 20;
