import { randomBytes, timingSafeEqual } from 'node:crypto';
import { handshakePage, HANDSHAKE_SCRIPT, HANDSHAKE_SCRIPT_PATH, type Outcome } from './handshake.ts';

/**
 * GitHub sign-in for the Decap CMS editor, with no third-party service: GitHub's OAuth web flow
 * (https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps), ending in
 * the page Decap's external OAuth client protocol expects (handshake.ts).
 *
 *   GET /api/cms/auth?provider=github&scope=repo → 302 to GitHub's authorize page, with a random
 *       `state` also set in a short-lived cookie;
 *   GET /api/cms/callback?code=…&state=…         → state checked against the cookie, the code
 *       exchanged for a token, and the handshake page that hands the token to the editor.
 *
 * Host-agnostic: the Cloud Function (functions/src) and the local server (server/) pass requests in
 * and write the answer out.
 */
export interface CmsAuthConfig {
  clientId: string;
  clientSecret: string;
  /** The site's own origin (https://fernhill.studio): the callback's host and the only origin the token goes to. */
  siteOrigin: string;
  /** GitHub's web host; a test points it at a stand-in. */
  githubBaseUrl?: string;
  /** Time allowed for the token exchange. */
  timeoutMs?: number;
}

/** What the handler logs: event names and chosen fields, never a code, token or secret. */
export interface CmsAuthLog {
  info(event: string, fields?: Record<string, string | number>): void;
  warn(event: string, fields?: Record<string, string | number>): void;
}

export interface CmsAuthRequest {
  method: string;
  /** Path and query, as the request line has them. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface CmsAuthAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

export const AUTH_PATH = '/api/cms/auth';
export const CALLBACK_PATH = '/api/cms/callback';
/**
 * Firebase Hosting passes only the cookie named `__session` on to a function it rewrites to (every
 * other cookie is stripped for its CDN's cache), so the state travels under that name.
 */
export const STATE_COOKIE = '__session';
const STATE_MAX_AGE_S = 600;
const COOKIE_ATTRIBUTES = `Path=/api/cms; HttpOnly; Secure; SameSite=Lax`;
// What Decap asks for: `repo` (private repositories) or `public_repo`; nothing wider is passed on.
const SCOPES = new Set(['repo', 'public_repo']);

const noStore = { 'cache-control': 'no-store' };

/** Every value the Cookie header gives `name`: more than one means someone planted another. */
function cookieValues(header: string | string[] | undefined, name: string): string[] {
  const all = Array.isArray(header) ? header.join(';') : (header ?? '');
  return all.split(';').flatMap((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === name ? [part.slice(eq + 1).trim()] : [];
  });
}

// What /api/cms/auth writes: 32 random bytes, base64url. Anything else is refused before comparing.
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

function sameState(a: string | undefined, b: string | null): boolean {
  if (!a || !b || !STATE_FORMAT.test(a) || !STATE_FORMAT.test(b)) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function page(status: number, outcome: Outcome, siteOrigin: string, extra: Record<string, string> = {}) {
  const { html, csp } = handshakePage(outcome, siteOrigin);
  return {
    status,
    headers: {
      ...noStore,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      ...extra,
    },
    body: html,
  };
}

/** GitHub's token endpoint: `{ access_token }`, or `{ error }` (with status 200) when it refuses. */
async function exchangeCode(config: CmsAuthConfig, code: string, redirectUri: string) {
  const response = await fetch(
    new URL('/login/oauth/access_token', config.githubBaseUrl ?? 'https://github.com'),
    {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    },
  );
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
  if (response.ok && typeof body.access_token === 'string' && body.access_token)
    return { ok: true as const, token: body.access_token };
  // Only GitHub's error code (e.g. bad_verification_code) is kept: its description is free text.
  const error = typeof body.error === 'string' && /^[a-z_]{1,64}$/.test(body.error) ? body.error : undefined;
  return { ok: false as const, error: error ?? `http_${response.status}` };
}

export function createCmsAuthHandler(config: CmsAuthConfig, log: CmsAuthLog) {
  const github = config.githubBaseUrl ?? 'https://github.com';
  const redirectUri = new URL(CALLBACK_PATH, config.siteOrigin).href;
  const refuse = (status: number, reason: string, message: string) => {
    log.warn('cms_auth.refused', { reason });
    return page(status, { ok: false, message }, config.siteOrigin, {
      'set-cookie': `${STATE_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`,
    });
  };

  return async (req: CmsAuthRequest): Promise<CmsAuthAnswer> => {
    const url = new URL(req.url, config.siteOrigin);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return { status: 405, headers: { ...noStore, allow: 'GET' }, body: '' };

    if (url.pathname === HANDSHAKE_SCRIPT_PATH)
      return {
        status: 200,
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' },
        body: HANDSHAKE_SCRIPT,
      };

    if (url.pathname === AUTH_PATH) {
      const provider = url.searchParams.get('provider') ?? 'github';
      if (provider !== 'github') return refuse(400, 'provider', 'Only GitHub sign-in is offered here.');
      if (!config.clientId || !config.clientSecret)
        return refuse(503, 'not_configured', 'GitHub sign-in is not set up on this site yet.');
      const requested = url.searchParams.get('scope') ?? 'repo';
      const scope = SCOPES.has(requested) ? requested : 'repo';
      const state = randomBytes(32).toString('base64url');
      const authorize = new URL('/login/oauth/authorize', github);
      authorize.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope,
        state,
        allow_signup: 'false',
      }).toString();
      log.info('cms_auth.redirect', { scope });
      return {
        status: 302,
        headers: {
          ...noStore,
          location: authorize.href,
          'set-cookie': `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE_S}; ${COOKIE_ATTRIBUTES}`,
        },
        body: '',
      };
    }

    if (url.pathname === CALLBACK_PATH) {
      // A HEAD would spend the one-time code on an answer nobody reads.
      if (req.method !== 'GET') return { status: 405, headers: { ...noStore, allow: 'GET' }, body: '' };
      const cookies = cookieValues(req.headers['cookie'], STATE_COOKIE);
      // Two state cookies: one was planted (a sibling host, a longer path), so neither is trusted.
      const expected = cookies.length === 1 ? cookies[0] : undefined;
      if (!sameState(expected, url.searchParams.get('state')))
        return refuse(
          400,
          cookies.length > 1 ? 'state_ambiguous' : expected ? 'state_mismatch' : 'state_missing',
          'This sign-in did not start here, or took too long. Close this window and try again.',
        );
      const denied = url.searchParams.get('error');
      if (denied) return refuse(403, 'denied', 'GitHub sign-in was cancelled.');
      const code = url.searchParams.get('code');
      if (!code) return refuse(400, 'code_missing', 'GitHub sent no authorisation code.');
      let result: Awaited<ReturnType<typeof exchangeCode>>;
      try {
        result = await exchangeCode(config, code, redirectUri);
      } catch (error) {
        result = {
          ok: false,
          error: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network',
        };
      }
      if (!result.ok)
        return refuse(502, `token_${result.error}`, `GitHub did not grant access (${result.error}).`);
      log.info('cms_auth.signed_in', {});
      return page(200, { ok: true, token: result.token }, config.siteOrigin, {
        'set-cookie': `${STATE_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`,
      });
    }

    return { status: 404, headers: noStore, body: '' };
  };
}
