import { BlockList, isIP } from 'node:net';

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
  /**
   * HOSTING_CDN_NETWORKS: the networks of the proxy in front of the last one (behind Firebase
   * Hosting: Fastly's). The last entry, written by our own front end, says which way a request
   * came: from these networks, through every proxy (`trustedHops`); from anywhere else, straight to
   * the front end (`trustedHops - 1`), so a direct call cannot choose its address either.
   */
  cdnNetworks?: readonly string[];
}

const blockLists = new WeakMap<readonly string[], BlockList>();
function blockListOf(networks: readonly string[]): BlockList {
  let list = blockLists.get(networks);
  if (!list) {
    list = new BlockList();
    for (const network of networks) {
      const [address = '', bits = ''] = network.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      list.addSubnet(address, Number(bits), type);
    }
    blockLists.set(networks, list);
  }
  return list;
}

function cameThroughCdn(address: string, networks: readonly string[]): boolean {
  const version = isIP(address);
  return version !== 0 && blockListOf(networks).check(address, version === 6 ? 'ipv6' : 'ipv4');
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
  if (policy.trustedHops <= 0 || forwardedFor === undefined) return direct;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(normalise)
    .filter(Boolean);
  const bypassedCdn =
    policy.cdnNetworks?.length &&
    policy.trustedHops > 1 &&
    !cameThroughCdn(chain.at(-1) ?? '', policy.cdnNetworks);
  const trustedHops = bypassedCdn ? policy.trustedHops - 1 : policy.trustedHops;
  // Fewer entries than proxies: the request did not come through them all, and every entry may be
  // the client's own; the connecting address is the one it cannot choose.
  if (chain.length < trustedHops) return direct;
  const candidate = chain[chain.length - trustedHops]!;
  return isIP(candidate) !== 0 ? candidate : direct;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('%', 1)[0]!.split('::');
  const parts = (text: string) =>
    text
      ? text.split(':').flatMap((part) => {
          if (isIP(part) !== 4) return [Number.parseInt(part, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const left = parts(head);
  const right = parts(tail ?? '');
  return tail === undefined
    ? left
    : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv6Prefix = (address: string, groups: number) =>
  `${ipv6Groups(address)
    .slice(0, groups)
    .map((group) => group.toString(16))
    .join(':')}::/${groups * 16}`;

/**
 * The client's network as logs keep it: an IPv4 /24 or an IPv6 /48, enough to see a flood come from
 * one place, not enough to name a household. The full address stays with the stored lead; docs/security.md,
 * "What the logs keep".
 */
export function clientNetwork(address: string): string {
  const version = isIP(address);
  if (version === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  return version === 6 ? ipv6Prefix(address, 3) : 'unknown';
}

/**
 * What the rate limit counts as one client: an IPv4 address, or an IPv6 /64. One subscriber is
 * given at least a /64 (RFC 6177), so counting its addresses one by one would let a single visitor
 * send from billions of them; an IPv4-mapped IPv6 address is that IPv4 address.
 */
export function rateLimitKey(address: string): string {
  const plain = normalise(address);
  return isIP(plain) === 6 ? ipv6Prefix(plain, 4) : plain;
}
