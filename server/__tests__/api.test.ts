/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { startTestSmtp } from '@fernhill/lead-pipeline/testing/smtp';
import { tempDir } from '@fernhill/lead-pipeline/testing/temp';
import type { TestSmtp } from '@fernhill/lead-pipeline/testing/smtp';
import { stopwatch, waitFor } from '@fernhill/lead-pipeline/testing/wait';
import { PAGE_CSP } from '@fernhill/cms-auth/handshake';
import { json, request } from './support/http.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

const VALID = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need a web app.', sendNDA: 'No' };

const post = (stack: TestStack, body: unknown, headers: Record<string, string> = {}) =>
  request(`${stack.url}/api/contactFormV2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/contactFormV2 over HTTP', () => {
  let stack: TestStack;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    stack = await startTestStack({ SMTP_URL: smtp.url, LEADS_TO: 'sales@fernhill.studio' });
  });
  afterAll(async () => {
    await stack.stop();
    await smtp.close();
  });

  it('stores the lead and the running outbox workers mail it once, and the visitor its reference', async () => {
    const response = await post(stack, VALID);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { id, reference } = json(response) as { id: string; reference: string };
    await waitFor(() => smtp.mails.length >= 2, 3_000);
    expect(smtp.mails.map((m) => [m.headers['message-id'], m.envelopeTo]).sort()).toEqual([
      [`<lead-${id}@fernhill.studio>`, ['sales@fernhill.studio']],
      [`<reply-${id}@fernhill.studio>`, [VALID.email]],
    ]);
    expect(smtp.mails.find((m) => m.envelopeTo.includes(VALID.email))?.headers['subject']).toContain(
      reference,
    );
    // The worker marks the row after the SMTP server's answer reaches it, a moment after the mail.
    const state = async () => (await stack.store.listLeads(1))[0]?.outbox?.state;
    await waitFor(async () => (await state()) === 'sent', 3_000);
    expect(await state()).toBe('sent');
  });

  it('answers GET and PUT with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT']) {
      const response = await request(`${stack.url}/api/contactFormV2`, { method });
      expect(response.status).toBe(405);
      expect(response.headers['allow']).toBe('POST');
    }
  });

  it('answers a wrong content type with 415', async () => {
    expect((await post(stack, VALID, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('answers a body over 64 KB with 413', async () => {
    const response = await post(stack, { ...VALID, message: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(json(response)).toMatchObject({ ok: false, error: 'tooLarge' });
  });

  it('stops reading a chunked body without Content-Length at the limit and answers 413', async () => {
    const before = await stack.store.countLeads();
    const answer = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${stack.url}/api/contactFormV2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        agent: false,
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => reject(error));
      // Keeps sending and never ends: only the server's limit can produce an answer.
      const chunk = Buffer.alloc(8 * 1024, 0x20);
      const pump = () => {
        if (!req.destroyed && req.write(chunk)) setImmediate(pump);
        else if (!req.destroyed) req.once('drain', pump);
      };
      pump();
    });
    expect(answer).toBe(413);
    expect(await stack.store.countLeads()).toBe(before);
  });

  it('answers a declared Content-Length over the limit with 413 before any body arrives', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${stack.url}/api/contactFormV2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
        agent: false,
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('answers invalid input with 400 naming the field and a sentence to show', async () => {
    const response = await post(stack, { ...VALID, email: 'jane@example.com\r\nBcc: x@y.z' });
    expect(response.status).toBe(400);
    expect(json(response)).toEqual({
      ok: false,
      error: 'invalid',
      field: 'email',
      message: 'Please enter a valid email address, like name@company.com.',
    });
  });
});

describe('stopping while a mail server holds a send', () => {
  it('ends within its grace time, and the lead goes out at the next start', async () => {
    const smtp = await startTestSmtp();
    const data = tempDir('restart');
    const env = { SMTP_URL: smtp.url, DATA_DIR: data.path, OUTBOX_RETRY_BASE_MS: '100', AUTO_REPLY: 'off' };
    let stack = await startTestStack(env);
    try {
      await smtp.setMode('drip');
      expect((await post(stack, VALID)).status).toBe(200);
      await waitFor(() => smtp.held > 0, 3_000);
      expect(smtp.held).toBe(1);
      const elapsed = stopwatch();
      await stack.stop();
      expect(elapsed()).toBeLessThan(4_000);
      await smtp.setMode('ok');
      // The same data folder, as after a restart: the send cut short is retried.
      stack = await startTestStack(env);
      await waitFor(() => smtp.mails.length > 0, 3_000);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await stack.stop();
      await smtp.close();
      data.remove();
    }
  }, 20_000);
});

describe('rate limit and proxies', () => {
  it('limits per client IP with 429 and Retry-After', async () => {
    const stack = await startTestStack({ RATE_LIMIT_BURST: '2', RATE_LIMIT_PER_MINUTE: '1' });
    try {
      expect((await post(stack, VALID)).status).toBe(200);
      expect((await post(stack, VALID)).status).toBe(200);
      const limited = await post(stack, VALID);
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      // X-Forwarded-For is not trusted by default, so a forged header does not reset the bucket.
      expect((await post(stack, VALID, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429);
    } finally {
      await stack.stop();
    }
  });

  it('takes the client from X-Forwarded-For only with TRUST_PROXY', async () => {
    const trusting = await startTestStack({ TRUST_PROXY: '1' });
    const direct = await startTestStack();
    try {
      await post(trusting, VALID, { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' });
      await post(direct, VALID, { 'x-forwarded-for': '198.51.100.7' });
      expect((await trusting.store.listLeads(1))[0]?.lead.ip).toBe('198.51.100.7');
      expect((await direct.store.listLeads(1))[0]?.lead.ip).toBe('127.0.0.1');
    } finally {
      await trusting.stop();
      await direct.stop();
    }
  });
});

describe('start-up log', () => {
  it('says once that the captcha is off and that leads wait in the outbox without SMTP_URL', async () => {
    const stack = await startTestStack();
    try {
      const events = stack.log.entries.map((e) => e.event);
      expect(events.filter((e) => e === 'captcha.disabled')).toHaveLength(1);
      expect(events).toContain('outbox.smtp_not_configured');
      expect(events).toContain('server.listening');
      expect(stack.worker).toBeNull();
    } finally {
      await stack.stop();
    }
  });
});

describe('POST /api/csp-report over HTTP (the policy’s report-uri, through the Hosting rewrite)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('logs a violation the browser reports and answers 204', async () => {
    const response = await request(`${stack.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${stack.url}/`,
          'blocked-uri': 'inline',
          'effective-directive': 'script-src-elem',
        },
      }),
    });
    expect(response.status).toBe(204);
    expect(stack.log.entries).toContainEqual(
      expect.objectContaining({ severity: 'WARNING', event: 'csp.violation', blocked: 'inline' }),
    );
  });
});

describe('GET /api/cms/** (the editor’s GitHub sign-in, through the Hosting rewrite)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({
      GITHUB_OAUTH_CLIENT_ID: 'local-client',
      GITHUB_OAUTH_CLIENT_SECRET: 's3cret',
    });
  });
  afterAll(() => stack.stop());

  it('sends the editor to GitHub with this server’s callback', async () => {
    const response = await request(`${stack.url}/api/cms/auth?provider=github&scope=repo`);
    expect(response.status).toBe(302);
    const location = new URL(String(response.headers['location']));
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe(`${stack.url}/api/cms/callback`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a callback that did not start here with its own page and policy', async () => {
    const response = await request(`${stack.url}/api/cms/callback?code=x&state=y`);
    expect(response.status).toBe(400);
    // Hosting's headers apply over the function's answer: firebase.json gives /api/cms/** the
    // page's own policy rather than the site's.
    expect(response.headers['content-security-policy']).toBe(PAGE_CSP);
    const script = await request(`${stack.url}/api/cms/handshake.js`);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body.toString()).toContain("opener.postMessage('authorizing:github', data.origin)");
  });
});
