/** @jest-environment node */
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { createCmsAuthHandler, STATE_COOKIE } from '../github-oauth.ts';
import type { CmsAuthAnswer, CmsAuthConfig } from '../github-oauth.ts';
import { HANDSHAKE_SCRIPT } from '../handshake.ts';

/**
 * The whole flow against a stand-in of GitHub's token endpoint: a real HTTP server on 127.0.0.1
 * that the handler is pointed at by `githubBaseUrl`, answering as GitHub does (200 with a token,
 * or 200 with `{ error }`).
 */
const SECRET = 'shh-client-secret-0123456789abcdef';
const SITE = 'https://fernhill.example';

interface Exchange {
  headers: IncomingMessage['headers'];
  body: Record<string, string>;
}
let github: Server;
let githubUrl: string;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const exchanges: Exchange[] = [];

beforeAll(async () => {
  github = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/login/oauth/access_token') {
        res.writeHead(404).end();
        return;
      }
      exchanges.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => github.close(() => resolve())));
beforeEach(() => {
  exchanges.length = 0;
  lines.length = 0;
});

const lines: string[] = [];
const log = {
  info: (event: string, fields = {}) => lines.push(JSON.stringify({ event, ...fields })),
  warn: (event: string, fields = {}) => lines.push(JSON.stringify({ event, ...fields })),
};
const config = (): CmsAuthConfig => ({
  clientId: 'Iv1.client-id',
  clientSecret: SECRET,
  siteOrigin: SITE,
  githubBaseUrl: githubUrl,
  timeoutMs: 2000,
});
const get = (url: string, cookie?: string) =>
  createCmsAuthHandler(config(), log)({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Starts at /api/cms/auth as Decap does; returns the state GitHub would send back and the cookie. */
async function start() {
  const res = await get('/api/cms/auth?provider=github&site_id=fernhill.example&scope=repo');
  const location = new URL(String(res.headers['location']));
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { res, location, state: location.searchParams.get('state')!, cookie };
}

/** Runs the page's script as the popup would, with an opener that echoes from `echoOrigin`. */
function runHandshake(page: CmsAuthAnswer, echoOrigin: string) {
  const data = /<script id="cms-auth" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!;
  const posted: Array<{ message: string; target: string }> = [];
  const listeners: Array<(event: object) => void> = [];
  const opener = { postMessage: (message: string, target: string) => posted.push({ message, target }) };
  const window = {
    opener,
    addEventListener: (_type: string, fn: (event: object) => void) => listeners.push(fn),
    removeEventListener: (_type: string, fn: (event: object) => void) =>
      listeners.splice(listeners.indexOf(fn), 1),
  };
  const document = { getElementById: () => ({ textContent: data }) };
  vm.runInNewContext(HANDSHAKE_SCRIPT, { window, document });
  const echo = (origin: string, source: object = opener) =>
    [...listeners].forEach((fn) => fn({ origin, source, data: 'authorizing:github' }));
  echo(echoOrigin);
  return { posted, echo };
}

test('starts GitHub’s web flow with the client id, scope, callback and a state held in a cookie', async () => {
  const { res, location, state } = await start();
  expect(res.status).toBe(302);
  expect(`${location.origin}${location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
  expect(Object.fromEntries(location.searchParams)).toMatchObject({
    client_id: 'Iv1.client-id',
    scope: 'repo',
    redirect_uri: `${SITE}/api/cms/callback`,
  });
  expect(state).toMatch(/^[\w-]{43}$/);
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toContain(`${STATE_COOKIE}=${state};`);
  expect(cookie).toMatch(/Max-Age=600/);
  for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/api/cms'])
    expect(cookie).toContain(attribute);
});

test('a scope Decap does not ask for is not passed on', async () => {
  const res = await get('/api/cms/auth?provider=github&scope=admin:org');
  expect(new URL(String(res.headers['location'])).searchParams.get('scope')).toBe('repo');
});

test('happy path: the code is exchanged and the page hands the token to the site’s own origin only', async () => {
  answer = { status: 200, body: { access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' } };
  const { state, cookie } = await start();
  const page = await get(`/api/cms/callback?code=the-code&state=${state}`, `other=1; ${cookie}`);
  expect(page.status).toBe(200);
  expect(exchanges).toHaveLength(1);
  expect(exchanges[0]!.headers['accept']).toBe('application/json');
  expect(exchanges[0]!.body).toEqual({
    client_id: 'Iv1.client-id',
    client_secret: SECRET,
    code: 'the-code',
    redirect_uri: `${SITE}/api/cms/callback`,
  });
  // Its own policy: only same-origin scripts, nothing else loads, no framing.
  expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'/);
  expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(String(page.headers['set-cookie'])).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0`));

  const { posted, echo } = runHandshake(page, 'https://evil.example');
  // First the announcement, to the site's origin; an echo from elsewhere gets nothing.
  expect(posted).toEqual([{ message: 'authorizing:github', target: SITE }]);
  echo(SITE, { postMessage: () => undefined }); // the right origin, but not the opener
  expect(posted).toHaveLength(1);
  echo(SITE);
  expect(posted[1]).toEqual({
    message: 'authorization:github:success:{"token":"gho_token123","provider":"github"}',
    target: SITE,
  });
  expect(page.body).not.toContain("'*'");
  expect(HANDSHAKE_SCRIPT).not.toContain("'*'");
});

test.each([
  ['a different state', (state: string) => `state=${state.slice(1)}x`, (cookie: string) => cookie],
  ['no state', () => '', (cookie: string) => cookie],
  ['no cookie', (state: string) => `state=${state}`, () => undefined],
  // Found by the abuse trial: one byte against two threw in timingSafeEqual and ended the server.
  ['a state of other characters', () => `state=%C3%A9`, () => `${STATE_COOKIE}=a`],
  ['a cookie of other characters', () => `state=a`, () => `${STATE_COOKIE}=\u00e9`],
  // A second cookie planted with a longer path comes first: neither is trusted.
  [
    'two state cookies',
    (state: string) => `state=${state}`,
    (cookie: string) => `${cookie}; ${cookie.replace(/=.*/, '=planted')}`,
  ],
])('%s is refused with an error page, and no code is exchanged', async (_name, query, sendCookie) => {
  const { state, cookie } = await start();
  const page = await get(`/api/cms/callback?code=the-code&${query(state)}`, sendCookie(cookie));
  expect(page.status).toBe(400);
  expect(exchanges).toHaveLength(0);
  const { posted } = runHandshake(page, SITE);
  expect(posted[1]?.message).toMatch(
    /^authorization:github:error:\{"message":"This sign-in did not start here/,
  );
});

test('a HEAD request to the callback spends no code', async () => {
  const { state, cookie } = await start();
  const res = await createCmsAuthHandler(
    config(),
    log,
  )({
    method: 'HEAD',
    url: `/api/cms/callback?code=the-code&state=${state}`,
    headers: { cookie },
  });
  expect(res.status).toBe(405);
  expect(exchanges).toHaveLength(0);
});

test('a token endpoint that refuses gives authorization:github:error', async () => {
  answer = {
    status: 200,
    body: { error: 'bad_verification_code', error_description: `The code passed is incorrect ${SECRET}` },
  };
  const { state, cookie } = await start();
  const page = await get(`/api/cms/callback?code=stale&state=${state}`, cookie);
  expect(page.status).toBe(502);
  const { posted } = runHandshake(page, SITE);
  expect(posted[1]).toEqual({
    message: 'authorization:github:error:{"message":"GitHub did not grant access (bad_verification_code)."}',
    target: SITE,
  });
});

test('a token endpoint that fails gives authorization:github:error', async () => {
  answer = { status: 500, body: { message: SECRET } };
  const { state, cookie } = await start();
  const page = await get(`/api/cms/callback?code=c&state=${state}`, cookie);
  const { posted } = runHandshake(page, SITE);
  expect(posted[1]?.message).toBe(
    'authorization:github:error:{"message":"GitHub did not grant access (http_500)."}',
  );
});

test('the secret, the code and the token never appear in a log line or an answer', async () => {
  const answers: CmsAuthAnswer[] = [];
  for (const body of [{ access_token: 'gho_secret_token' }, { error: 'incorrect_client_credentials' }]) {
    answer = { status: 200, body };
    const { res, state, cookie } = await start();
    answers.push(res, await get(`/api/cms/callback?code=code-xyz&state=${state}`, cookie));
    answers.push(await get(`/api/cms/callback?code=code-xyz&state=wrong`, cookie));
  }
  const said = [...lines, ...answers.map((a) => JSON.stringify(a))].join('\n');
  expect(said).not.toContain(SECRET);
  expect(lines.join('\n')).not.toMatch(/code-xyz|gho_secret_token/);
  expect(lines.map((line) => JSON.parse(line).event)).toEqual(
    expect.arrayContaining(['cms_auth.redirect', 'cms_auth.signed_in', 'cms_auth.refused']),
  );
});

test('without a client id or secret the sign-in says it is not set up', async () => {
  const page = await createCmsAuthHandler(
    { ...config(), clientSecret: '' },
    log,
  )({
    method: 'GET',
    url: '/api/cms/auth?provider=github&scope=repo',
    headers: {},
  });
  expect(page.status).toBe(503);
  expect(page.body).toContain('not set up');
});
