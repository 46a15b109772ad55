/**
 * SQLite answers SQLITE_BUSY while another connection holds the write lock. node:sqlite is
 * synchronous, so a long busy_timeout would freeze the whole event loop; instead the driver waits a
 * few milliseconds and this retries asynchronously, letting other requests run meanwhile.
 */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

export interface BusyRetryOptions {
  /** Give up after this long and let the caller answer 503. */
  budgetMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export function isBusyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('errcode' in error)) return false;
  const primary = Number(error.errcode) & 0xff; // extended codes (e.g. BUSY_SNAPSHOT) share the low byte
  return primary === SQLITE_BUSY || primary === SQLITE_LOCKED;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withBusyRetry<T>(operation: () => T, options: BusyRetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const started = now();
  let delay = 5;
  for (;;) {
    try {
      return operation();
    } catch (error) {
      if (!isBusyError(error) || now() - started + delay > options.budgetMs) throw error;
      await sleep(delay);
      delay = Math.min(delay * 2, 100);
    }
  }
}
