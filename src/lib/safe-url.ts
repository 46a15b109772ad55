/**
 * URL rules shared by links and programmatic navigation (spec §2): dangerous protocols are
 * refused everywhere, and leaving the site needs an explicit external flag.
 */
const DANGEROUS = /^(javascript|data|vbscript|blob):/i;

/** Strips what browsers ignore when they parse a protocol (controls, whitespace, tab/newline). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const normalise = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

export function isSafeUrl(url: string): boolean {
  return !DANGEROUS.test(normalise(url));
}

export function isInternalPath(url: string): boolean {
  const clean = normalise(url);
  return clean.startsWith('/') && !clean.startsWith('//') && !clean.startsWith('/\\');
}

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Decides how to navigate to `url`. External URLs are allowed only with `external: true`;
 * anything unsafe or not explicitly external throws, so a bad link fails loudly in tests.
 */
export function resolveNavigation(url: string, options: { external?: boolean } = {}): NavigationTarget {
  if (!isSafeUrl(url)) throw new Error(`Refused to navigate to an unsafe URL: ${url.slice(0, 40)}`);
  if (isInternalPath(url)) return { kind: 'internal', path: url };
  if (!options.external) throw new Error(`Navigating to an external URL needs { external: true }: ${url}`);
  if (!/^(https?:|mailto:|tel:)/i.test(normalise(url))) throw new Error(`Unsupported URL: ${url}`);
  return { kind: 'external', url };
}
