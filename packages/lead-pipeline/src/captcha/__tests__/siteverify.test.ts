/** @jest-environment node */
import { createMemoryLogger } from '../../testing/memory-logger.ts';
import { createCaptchaVerifier, isDeployed } from '../policy.ts';
import { createSiteverifyVerifier } from '../siteverify.ts';
import { GOOD_TOKEN_PREFIX, startTestSiteverify, TEST_SECRET } from '../../testing/siteverify.ts';
import type { TestSiteverify } from '../../testing/siteverify.ts';
import { stopwatch } from '../../testing/wait.ts';

let siteverify: TestSiteverify;
beforeAll(async () => {
  siteverify = await startTestSiteverify();
});
afterAll(() => siteverify.close());
beforeEach(() => {
  siteverify.mode = 'honest';
  siteverify.hostname = 'localhost';
  delete siteverify.v3;
  siteverify.requests.length = 0;
});

const verifier = (secret = TEST_SECRET) =>
  createSiteverifyVerifier({ secret, url: siteverify.url, timeoutMs: 300, log: createMemoryLogger() });

describe('siteverify verifier', () => {
  it('refuses a token solved on another host, and accepts one from the site', async () => {
    const log = createMemoryLogger();
    const verify = createSiteverifyVerifier({
      secret: TEST_SECRET,
      url: siteverify.url,
      hostnames: ['fernhill.studio', 'www.fernhill.studio'],
      log,
    });
    siteverify.hostname = 'evil.example';
    await expect(verify(`${GOOD_TOKEN_PREFIX}host-1`, '1.2.3.4')).resolves.toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(log.entries.find((e) => e.event === 'captcha.wrong_hostname')).toMatchObject({
      hostname: 'evil.example',
    });
    siteverify.hostname = 'www.fernhill.studio';
    await expect(verify(`${GOOD_TOKEN_PREFIX}host-2`, '1.2.3.4')).resolves.toEqual({ ok: true });
  });

  it('checks the action and score of a score-based (v3) token; the checkbox has neither', async () => {
    const log = createMemoryLogger();
    const verify = createSiteverifyVerifier({ secret: TEST_SECRET, url: siteverify.url, log });
    siteverify.v3 = { score: 0.9, action: 'login' };
    await expect(verify(`${GOOD_TOKEN_PREFIX}v3-1`, '1.2.3.4')).resolves.toEqual({
      ok: false,
      reason: 'rejected',
    });
    siteverify.v3 = { score: 0.2, action: 'contact' };
    await expect(verify(`${GOOD_TOKEN_PREFIX}v3-2`, '1.2.3.4')).resolves.toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(log.entries.filter((e) => e.event === 'captcha.low_score_or_wrong_action')).toHaveLength(2);
    siteverify.v3 = { score: 0.7, action: 'contact' };
    await expect(verify(`${GOOD_TOKEN_PREFIX}v3-3`, '1.2.3.4')).resolves.toEqual({ ok: true });
  });

  it('accepts a good token once and reports the second use as a replay', async () => {
    const verify = verifier();
    await expect(verify(`${GOOD_TOKEN_PREFIX}1`, '203.0.113.7')).resolves.toEqual({ ok: true });
    await expect(verify(`${GOOD_TOKEN_PREFIX}1`, '203.0.113.7')).resolves.toEqual({
      ok: false,
      reason: 'replay',
    });
    const sent = siteverify.requests[0];
    expect([sent?.get('secret'), sent?.get('response'), sent?.get('remoteip')]).toEqual([
      TEST_SECRET,
      `${GOOD_TOKEN_PREFIX}1`,
      '203.0.113.7',
    ]);
  });

  it('refuses a missing token without calling Google', async () => {
    await expect(verifier()(undefined, '1.2.3.4')).resolves.toEqual({ ok: false, reason: 'missing' });
    expect(siteverify.requests).toHaveLength(0);
  });

  it('reports success:false as rejected', async () => {
    await expect(verifier()('forged', '1.2.3.4')).resolves.toEqual({ ok: false, reason: 'rejected' });
  });

  it('treats a wrong secret as unavailable (our configuration, not the visitor)', async () => {
    await expect(verifier('wrong')(`${GOOD_TOKEN_PREFIX}2`, '1.2.3.4')).resolves.toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it.each(['timeout', 'html', 'error500'] as const)(
    'fails closed when siteverify answers %s',
    async (mode) => {
      siteverify.mode = mode;
      const elapsed = stopwatch();
      await expect(verifier()(`${GOOD_TOKEN_PREFIX}${mode}`, '1.2.3.4')).resolves.toEqual({
        ok: false,
        reason: 'unavailable',
      });
      expect(elapsed()).toBeLessThan(2000);
    },
  );

  it('fails closed when nothing listens', async () => {
    const verify = createSiteverifyVerifier({
      secret: TEST_SECRET,
      url: 'http://127.0.0.1:9/siteverify',
      timeoutMs: 300,
      log: createMemoryLogger(),
    });
    await expect(verify(`${GOOD_TOKEN_PREFIX}x`, '1.2.3.4')).resolves.toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('captcha policy', () => {
  it('detects a deployed function from K_SERVICE or FUNCTION_TARGET, but not the emulator', () => {
    expect(isDeployed({})).toBe(false);
    expect(isDeployed({ K_SERVICE: 'contactformv2' })).toBe(true);
    expect(isDeployed({ FUNCTION_TARGET: 'contactFormV2' })).toBe(true);
    expect(isDeployed({ FUNCTION_TARGET: 'contactFormV2', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });

  it('refuses to start deployed without a secret', () => {
    expect(() => createCaptchaVerifier({ K_SERVICE: 'contactformv2' }, createMemoryLogger())).toThrow(
      /RECAPTCHA_SECRET/,
    );
  });

  it('locally without a secret accepts requests and says so once, at creation', async () => {
    const log = createMemoryLogger();
    const verify = createCaptchaVerifier({}, log);
    await expect(verify(undefined, '127.0.0.1')).resolves.toEqual({ ok: true });
    await verify(undefined, '127.0.0.1');
    expect(log.entries.filter((e) => e.event === 'captcha.disabled')).toHaveLength(1);
  });

  it('with a secret verifies against RECAPTCHA_VERIFY_URL', async () => {
    const verify = createCaptchaVerifier(
      {
        RECAPTCHA_SECRET: TEST_SECRET,
        RECAPTCHA_VERIFY_URL: siteverify.url,
        RECAPTCHA_HOSTNAMES: 'localhost',
      },
      createMemoryLogger(),
    );
    await expect(verify(undefined, '1.2.3.4')).resolves.toEqual({ ok: false, reason: 'missing' });
    await expect(verify(`${GOOD_TOKEN_PREFIX}policy`, '1.2.3.4')).resolves.toEqual({ ok: true });
    siteverify.hostname = 'evil.example';
    await expect(verify(`${GOOD_TOKEN_PREFIX}policy-2`, '1.2.3.4')).resolves.toEqual({
      ok: false,
      reason: 'rejected',
    });
  });
});
