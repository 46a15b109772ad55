/** @jest-environment node */
import { createMemoryLogger } from '../../testing/memory-logger.ts';
import { createAppCheckPolicy, createAppCheckVerifier } from '../verify.ts';

/** The Admin SDK's verifyToken, injected: resolves for the one token it issued, rejects the rest. */
const adminVerifier = () => {
  const calls: string[] = [];
  const verifyToken = async (token: string) => {
    calls.push(token);
    if (token !== 'issued.by.app-check')
      throw Object.assign(new Error('bad token'), { code: 'app-check/invalid-argument' });
    return { appId: '1:1:web:1', token: {} };
  };
  return { calls, verifyToken };
};

describe('App Check verification (X-Firebase-AppCheck)', () => {
  it('accepts a token the Admin SDK verifies, refuses a missing or invalid one', async () => {
    const admin = adminVerifier();
    const verify = createAppCheckVerifier({ verifyToken: admin.verifyToken, log: createMemoryLogger() });
    expect(await verify('issued.by.app-check')).toEqual({ ok: true });
    expect(await verify(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await verify('')).toEqual({ ok: false, reason: 'missing' });
    expect(await verify('forged.token.x')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify('x'.repeat(10_000))).toEqual({ ok: false, reason: 'invalid' });
    // An oversized token never reaches the SDK.
    expect(admin.calls).toEqual(['issued.by.app-check', 'forged.token.x']);
  });

  it('deployed: verifies with the Admin SDK and never accepts a debug token', async () => {
    const admin = adminVerifier();
    const log = createMemoryLogger();
    const verify = createAppCheckPolicy(
      { K_SERVICE: 'contactformv2', APP_CHECK_DEBUG_TOKEN: 'local-debug' },
      admin.verifyToken,
      log,
    );
    expect(await verify('local-debug')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify('issued.by.app-check')).toEqual({ ok: true });
    expect(log.entries).toContainEqual(expect.objectContaining({ event: 'app_check.debug_token_ignored' }));
  });

  it('in the local stack and the emulators: the debug token when one is set, else not enforced', async () => {
    const admin = adminVerifier();
    const local = createAppCheckPolicy(
      { APP_CHECK_DEBUG_TOKEN: 'local-debug' },
      admin.verifyToken,
      createMemoryLogger(),
    );
    expect(await local('local-debug')).toEqual({ ok: true });
    expect(await local('local-debuf')).toEqual({ ok: false, reason: 'invalid' });
    expect(await local(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(admin.calls).toEqual([]);
    const emulator = createAppCheckPolicy(
      { FUNCTIONS_EMULATOR: 'true', K_SERVICE: 'x' },
      admin.verifyToken,
      createMemoryLogger(),
    );
    expect(await emulator(undefined)).toEqual({ ok: true });
  });
});
