import fastly from './fastly-networks.json' with { type: 'json' };

/**
 * Settings the deployed function assumes unless functions/.env says otherwise. The rate limit keys
 * on an address the visitor cannot choose: behind Firebase Hosting, its CDN (Fastly) appends the
 * connecting client's address to X-Forwarded-For and Google's front end then appends the CDN's, so
 * the visitor is the second entry from the right; whatever the visitor wrote into the header stands
 * further left. Fastly-Client-IP is not used: Fastly keeps a value the client sent unless the
 * service is configured to overwrite it (docs/security.md, "Which address the rate limit counts").
 * Called directly (its own URL, not through Hosting), Google's front end appends the caller itself
 * as the last entry: HOSTING_CDN_NETWORKS (Fastly's published networks) tells the two apart, so a
 * direct call is keyed on the address it connected from, not on one it wrote (docs/security.md).
 * Captcha tokens must come from the site's own hosts (content/site.json's siteUrl, checked by a test),
 * and the editor's sign-in hands its token to that same origin only.
 */
export const DEPLOYED_DEFAULTS: Record<string, string> = {
  TRUST_PROXY: '2',
  HOSTING_CDN_NETWORKS: [...fastly.addresses, ...fastly.ipv6_addresses].join(','),
  RECAPTCHA_HOSTNAMES: 'fernhill.studio,www.fernhill.studio',
  CMS_SITE_ORIGIN: 'https://fernhill.studio',
};
