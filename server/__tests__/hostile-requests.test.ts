/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { request } from './support/http.ts';
import { rawRequest } from './support/raw-http.ts';
import { FIREBASE_JSON } from './support/site-fixture.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

/**
 * Requests no browser sends, each of which once took the server down, answered 500 or refused
 * without saying why (issue 28). The fuzz suite (fuzz.test.ts) covers the same ground at random.
 */
let stack: TestStack;
let stderr: jest.SpyInstance;
// superstatic prints an error's stack with console.log.
let consoleLog: jest.SpyInstance;
beforeAll(async () => {
  stack = await startTestStack();
});
beforeEach(() => {
  stderr = jest.spyOn(process.stderr, 'write');
  consoleLog = jest.spyOn(console, 'log');
});
afterEach(() => {
  stderr.mockRestore();
  consoleLog.mockRestore();
});
afterAll(() => stack.stop());

const raw = (head: string, options?: Parameters<typeof rawRequest>[2]) =>
  rawRequest(stack.port, head, options);
const reasonOf = (body: string) => (JSON.parse(body) as { message?: string }).message ?? '';

const stillServing = async () => expect((await request(`${stack.url}/`)).status).toBe(200);

describe('a malformed percent-escape in the address', () => {
  it.each([
    '/?discount=100%',
    '/%',
    '/%ZZ',
    '/About%E0%A4%A',
    '/About?q=%ZZ',
    '/%C0%AF',
    '/About%2',
    '/%E2%82',
  ])('GET %s is answered 400 with a reason, and the server keeps serving', async (path) => {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost`);
    expect(answer.status).toBe(400);
    expect(reasonOf(answer.body)).toMatch(/address/);
    await stillServing();
  });

  it('on the contact API is refused before anything is stored, with a reason the form can show', async () => {
    const body = JSON.stringify({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: 'Hi',
      sendNDA: 'No',
    });
    const answer = await raw(
      `POST /api/contactFormV2?utm_source=100% HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}`,
      { body },
    );
    expect(answer.status).toBe(400);
    expect(reasonOf(answer.body)).toMatch(/address/);
    expect(await stack.store.countLeads()).toBe(0);
    await stillServing();
  });
});

describe('a path too long for a file name', () => {
  it.each([`/${'a'.repeat(255)}`, `/Cases/${'b'.repeat(300)}`, `/${'é'.repeat(200)}`])(
    'is a page that does not exist: 404, and the log has neither a stack trace nor the path',
    async (path) => {
      const response = await request(`${stack.url}${encodeURI(path)}`);
      expect(response.status).toBe(404);
      const logged =
        JSON.stringify(stack.log.entries) + stderr.mock.calls.join('') + consoleLog.mock.calls.join('');
      expect(logged).not.toContain('a'.repeat(50));
      expect(logged).not.toContain('b'.repeat(50));
      expect(logged).not.toContain(encodeURI('é'.repeat(20)));
      expect(logged).not.toContain('ENAMETOOLONG');
    },
  );
});

describe('refusals say why', () => {
  it('CONNECT is answered 405 with a reason, not a closed socket', async () => {
    const answer = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443');
    expect(answer.status).toBe(405);
    expect(reasonOf(answer.body)).not.toBe('');
  });

  // Issue 32 #5: Node answered these itself, 400 with an empty body.
  it('a request without Host gets the site’s own 400 page, and on the API a 400 with a reason', async () => {
    const page = await raw('GET /Cases HTTP/1.1');
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(page.body).toMatch(/Host/);
    for (const head of ['POST /api/contactFormV2 HTTP/1.1', `GET /v0/b/x/o HTTP/1.1`]) {
      const api = await raw(head);
      expect(api.status).toBe(400);
      expect(JSON.parse(api.body)).toMatchObject({
        ok: false,
        error: 'host',
        message: expect.stringMatching(/Host/),
      });
    }
    // HTTP/1.0 needs no Host.
    expect((await raw('GET / HTTP/1.0')).status).toBe(200);
    await stillServing();
  });

  it('an Expect the server cannot meet is answered 417 with a reason', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 999-x');
    expect(answer.status).toBe(417);
    expect(reasonOf(answer.body)).toMatch(/Expect/);
  });

  it('a header section over the limit is answered 431 with a reason', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(reasonOf(answer.body)).toMatch(/header/i);
  });

  it.each([
    ['JSON that is not a report', '{"hello":"world"}', 400],
    ['a body that is not JSON', 'not json', 400],
  ])('/api/csp-report with %s is answered 400 with a reason', async (_, body, status) => {
    const response = await request(`${stack.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body,
    });
    expect(response.status).toBe(status);
    expect(reasonOf(response.body.toString())).not.toBe('');
  });

  it('/api/csp-report answers GET 405 with Allow and a reason', async () => {
    const response = await request(`${stack.url}/api/csp-report`);
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(reasonOf(response.body.toString())).not.toBe('');
  });
});

describe('redirects', () => {
  const headers = (
    JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')).hosting.headers as Array<{
      source: string;
      headers: Array<{ key: string; value: string }>;
    }>
  ).find((rule) => rule.source === '**')!.headers;

  it.each(['/cases', '/Cases/UpLife', '/Cases/'])(
    '%s carries the security headers every other answer carries',
    async (path) => {
      const response = await request(`${stack.url}${path}`);
      expect(response.status).toBe(301);
      for (const { key, value } of headers)
        expect([key, response.headers[key.toLowerCase()]]).toEqual([key, value]);
    },
  );
});
