/**
 * Settings the deployed function assumes unless functions/.env says otherwise. Behind Google's front
 * end the socket peer is never the visitor (one proxy hop); captcha tokens must come from the site's
 * own hosts (content/site.json's siteUrl, checked by a test).
 */
export const DEPLOYED_DEFAULTS: Record<string, string> = {
  TRUST_PROXY: '1',
  RECAPTCHA_HOSTNAMES: 'fernhill.studio,www.fernhill.studio',
};
