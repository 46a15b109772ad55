import type { CmsAuthConfig } from './github-oauth.ts';

/**
 * The sign-in's settings from the environment, the same names on both hosts: the client id in
 * GITHUB_OAUTH_CLIENT_ID (functions/.env when deployed), the secret in GITHUB_OAUTH_CLIENT_SECRET
 * (Secret Manager when deployed), the site's origin in CMS_SITE_ORIGIN (else the host's own).
 */
export function loadCmsAuthConfig(
  env: Record<string, string | undefined>,
  defaultOrigin: string,
): CmsAuthConfig {
  return {
    clientId: env['GITHUB_OAUTH_CLIENT_ID']?.trim() ?? '',
    clientSecret: env['GITHUB_OAUTH_CLIENT_SECRET']?.trim() ?? '',
    siteOrigin: new URL(env['CMS_SITE_ORIGIN']?.trim() || defaultOrigin).origin,
    ...(env['GITHUB_BASE_URL']?.trim() && { githubBaseUrl: env['GITHUB_BASE_URL'].trim() }),
  };
}
