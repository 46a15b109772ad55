/**
 * The visitor's region (spec §9): a timezone containing "Europe" means Europe, anything else US,
 * and any failure US with the log line 'Failed to fetch location'. It decides whether analytics
 * needs consent first, so "Europe" must never be lost to an exception.
 */
export type Region = 'Europe' | 'US';

/** Tests (and anyone checking the consent flow) force a region with `?region=Europe` or this key. */
export const REGION_OVERRIDE_KEY = 'fernhill:region';

export const IP_LOOKUP_URL = 'https://api.ipify.org?format=json';
export const GEOLOCATION_URL = 'https://ipinfo.io';
export const LOOKUP_TIMEOUT_MS = 3000;

export function regionFromTimezone(timezone: unknown): Region {
  return typeof timezone === 'string' && timezone.includes('Europe') ? 'Europe' : 'US';
}

const asRegion = (value: string | null | undefined): Region | null =>
  value === 'Europe' || value === 'US' ? value : null;

/** The forced region, query parameter first, else the stored one, else null. */
export function forcedRegion(search: string, storage: Pick<Storage, 'getItem'> | null): Region | null {
  const fromQuery = asRegion(new URLSearchParams(search).get('region'));
  if (fromQuery) return fromQuery;
  try {
    return asRegion(storage?.getItem(REGION_OVERRIDE_KEY));
  } catch {
    // Storage can throw (privacy mode, blocked cookies): then nothing is forced.
    return null;
  }
}

export interface DetectRegionOptions {
  /** GATSBY_IPGEO_TOKEN; without it no network call is made and the browser's timezone decides. */
  token?: string;
  fetch?: typeof fetch;
  /** Per request; a lookup that does not answer in time counts as a failure. */
  timeoutMs?: number;
  localTimezone?: () => string;
}

async function getJsonField(
  fetchImpl: typeof fetch,
  url: string,
  field: string,
  timeoutMs: number,
): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A race as well as the abort signal: a fetch that ignores the signal still cannot hang start-up.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`Timed out after ${timeoutMs} ms: ${url}`));
    }, timeoutMs);
  });
  try {
    const request = (async () => {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
      const body: unknown = await response.json();
      const value =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
      if (typeof value !== 'string' || value === '') throw new Error(`No ${field} in the answer of ${url}`);
      return value;
    })();
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The IANA time zone. Temporal answers in a fraction of a millisecond where the browser has it;
 * the first Intl.DateTimeFormat loads ICU data, ~20 ms here (~110 ms of a phone's main thread at
 * start-up in a Lighthouse profile of the home page).
 */
const browserTimezone = () =>
  (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Never rejects: every failure is logged with the spec's wording and gives US. */
export async function detectRegion(options: DetectRegionOptions = {}): Promise<Region> {
  const { token, timeoutMs = LOOKUP_TIMEOUT_MS, localTimezone = browserTimezone } = options;
  try {
    if (!token) return regionFromTimezone(localTimezone());
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const ip = await getJsonField(fetchImpl, IP_LOOKUP_URL, 'ip', timeoutMs);
    const url = `${GEOLOCATION_URL}/${encodeURIComponent(ip)}?token=${encodeURIComponent(token)}`;
    return regionFromTimezone(await getJsonField(fetchImpl, url, 'timezone', timeoutMs));
  } catch (error) {
    console.error('Failed to fetch location', error);
    return 'US';
  }
}
