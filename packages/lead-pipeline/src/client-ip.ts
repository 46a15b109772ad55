import { isIP } from 'node:net';

/**
 * `TRUST_PROXY`: how many proxies in front of us append to X-Forwarded-For. Unset/`false`/`0`:
 * ignore the header (anyone can send it). `true` = 1. The client is the entry that many places from
 * the right, since entries further left were written by the client itself.
 */
export function parseTrustProxy(value: string | undefined): number {
  if (!value || value === 'false' || value === '0') return 0;
  if (value === 'true') return 1;
  const hops = Number.parseInt(value, 10);
  return Number.isFinite(hops) && hops > 0 ? hops : 1;
}

function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** How the visitor's address is found behind the proxies in front of us. */
export interface ClientIpPolicy {
  /** TRUST_PROXY: X-Forwarded-For entries written by our own proxies. */
  trustedHops: number;
  /**
   * CLIENT_IP_HEADER: a header the front end sets to the visitor's address, overwriting what the
   * visitor sent (behind Firebase Hosting: fastly-client-ip, where X-Forwarded-For ends in the
   * CDN's own address). Used when it holds an IP address; otherwise X-Forwarded-For as above.
   */
  header: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

export function clientIp(
  remoteAddress: string | undefined,
  headers: Headers,
  policy: ClientIpPolicy,
): string {
  if (policy.header) {
    const value = headers[policy.header.toLowerCase()];
    const address = normalise((Array.isArray(value) ? value[0] : value) ?? '');
    if (isIP(address) !== 0) return address;
  }
  const direct = normalise(remoteAddress ?? '') || 'unknown';
  const forwardedFor = headers['x-forwarded-for'];
  const trustedHops = policy.trustedHops;
  if (trustedHops <= 0 || forwardedFor === undefined) return direct;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(normalise)
    .filter(Boolean);
  const candidate = chain[chain.length - trustedHops] ?? chain[0];
  return candidate !== undefined && isIP(candidate) !== 0 ? candidate : direct;
}
