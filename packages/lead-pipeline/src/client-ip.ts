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

export function clientIp(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const direct = normalise(remoteAddress ?? '') || 'unknown';
  if (trustedHops <= 0 || forwardedFor === undefined) return direct;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(normalise)
    .filter(Boolean);
  const candidate = chain[chain.length - trustedHops] ?? chain[0];
  return candidate !== undefined && isIP(candidate) !== 0 ? candidate : direct;
}
