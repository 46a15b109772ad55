/**
 * Settings the deployed function assumes unless functions/.env says otherwise. Behind Google's front
 * end the socket peer is never the visitor (one proxy hop). Behind Firebase Hosting the visitor's
 * address arrives in fastly-client-ip and X-Forwarded-For ends in the CDN's address (a public report,
 * not observable here: see the README). Captcha tokens must come from the site's own hosts
 * (content/site.json's siteUrl, checked by a test).
 */
export const DEPLOYED_DEFAULTS: Record<string, string> = {
  TRUST_PROXY: '1',
  CLIENT_IP_HEADER: 'fastly-client-ip',
  RECAPTCHA_HOSTNAMES: 'fernhill.studio,www.fernhill.studio',
};
