import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-in for Google's siteverify at the documented contract: form-encoded POST with secret,
 * response and remoteip; answers { success, challenge_ts, hostname, 'error-codes' }. A token is
 * single-use (a second use answers timeout-or-duplicate), like the real service.
 */
export type SiteverifyMode = 'honest' | 'timeout' | 'html' | 'error500';

export interface TestSiteverify {
  url: string;
  mode: SiteverifyMode;
  /** The page host the answer reports the token was solved on. */
  hostname: string;
  /** Set to answer as for a score-based (v3) token: `{ score, action }` join the answer. */
  v3?: { score: number; action: string };
  requests: URLSearchParams[];
  close(): Promise<void>;
}

export const GOOD_TOKEN_PREFIX = 'valid-';
export const TEST_SECRET = 'test-secret';

export async function startTestSiteverify(): Promise<TestSiteverify> {
  const used = new Set<string>();
  const state: TestSiteverify = {
    url: '',
    mode: 'honest',
    hostname: 'localhost',
    requests: [],
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      state.requests.push(form);
      if (state.mode === 'timeout') return; // never answers
      if (state.mode === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><html><body>Service unavailable</body></html>');
      }
      if (state.mode === 'error500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end('{}');
      }
      const token = form.get('response') ?? '';
      const errors: string[] = [];
      if (form.get('secret') !== TEST_SECRET) errors.push('invalid-input-secret');
      else if (!token) errors.push('missing-input-response');
      else if (used.has(token)) errors.push('timeout-or-duplicate');
      else if (!token.startsWith(GOOD_TOKEN_PREFIX)) errors.push('invalid-input-response');
      used.add(token);
      const body =
        errors.length === 0
          ? { success: true, challenge_ts: new Date().toISOString(), hostname: state.hostname, ...state.v3 }
          : { success: false, 'error-codes': errors };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
