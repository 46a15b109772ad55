/** @jest-environment node */
import { FILES } from '@fernhill/lead-pipeline/testing/files';
import { json, request } from './support/http.ts';
import { startTestStack } from './support/stack.ts';
import { uploadTo } from './support/upload.ts';
import type { TestStack } from './support/stack.ts';

/**
 * With APP_CHECK_DEBUG_TOKEN set, the local stack does what App Check enforcement does deployed:
 * the API and uploads need `X-Firebase-AppCheck`, and the debug token is the one it accepts.
 */
const DEBUG_TOKEN = 'local-app-check-debug-token-for-tests';
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ APP_CHECK_DEBUG_TOKEN: DEBUG_TOKEN });
});
afterAll(() => stack.stop());

const VALID = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need an iOS app.', sendNDA: 'No' };
const post = (headers: Record<string, string>) =>
  request(`${stack.url}/api/contactFormV2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(VALID),
  });

let unique = 0;
const upload = (headers: Record<string, string>) =>
  uploadTo(stack.url, `contact/Jane-Doe/a${++unique}-Brief.pdf`, FILES.pdf, headers);

describe('App Check in the local stack', () => {
  it('refuses the contact API without the token or with another, and accepts the debug token', async () => {
    const missing = await post({});
    expect(missing.status).toBe(401);
    expect(json(missing)).toMatchObject({ ok: false, error: 'appCheck' });
    expect((await post({ 'x-firebase-appcheck': 'not-the-token' })).status).toBe(401);
    expect((await post({ 'x-firebase-appcheck': DEBUG_TOKEN })).status).toBe(200);
    expect(await stack.store.countLeads()).toBe(1);
  });

  it('refuses an upload without the token, and accepts one with the debug token', async () => {
    expect((await upload({})).status).toBe(401);
    expect((await upload({ 'x-firebase-appcheck': 'forged' })).status).toBe(401);
    expect((await upload({ 'x-firebase-appcheck': DEBUG_TOKEN })).status).toBe(200);
  });
});
