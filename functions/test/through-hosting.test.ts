import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, test } from 'node:test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** Run by emulators.ts inside `firebase emulators:exec`: HOSTING_URL is the Hosting emulator. */
const hosting = process.env['HOSTING_URL'];
assert.ok(hosting, 'HOSTING_URL is not set: run node functions/test/emulators.ts');
const app = initializeApp({ projectId: process.env['GCLOUD_PROJECT'] }, 'through-hosting');
const db = getFirestore(app);
after(() => deleteApp(app));

const appCheckToken = process.env['APP_CHECK_TOKEN'] ?? '';
const post = (body: unknown, token: string | null = appCheckToken) =>
  fetch(`${hosting}/api/contactFormV2`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { 'x-firebase-appcheck': token }),
    },
    body: JSON.stringify(body),
  });

test('a valid request through the Hosting rewrite stores the lead and its outbox row in Firestore', async () => {
  const response = await post({
    name: 'Jane Doe',
    email: 'jane@example.com',
    message: 'We need an iOS app for our clinic.',
    sendNDA: 'No',
  });
  assert.equal(response.status, 200);
  const body = (await response.json()) as { ok: boolean; id: string };
  assert.equal(body.ok, true);
  // Hosting's headers from firebase.json apply to the function's answer too.
  assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  const lead = await db.collection('leads').doc(body.id).get();
  assert.equal(lead.get('email'), 'jane@example.com');
  const outbox = await db.collection('outbox').doc(body.id).get();
  assert.equal(outbox.exists, true);
  assert.equal(outbox.get('state'), 'pending');
});

test('an invalid request gets the same 400 as locally and stores nothing', async () => {
  const before = (await db.collection('leads').count().get()).data().count;
  const response = await post({
    name: '',
    email: 'jane@example.com',
    message: 'Hello there, a project.',
    sendNDA: 'No',
  });
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), {
    ok: false,
    error: 'invalid',
    field: 'name',
    message: 'Please enter your name.',
  });
  assert.equal((await db.collection('leads').count().get()).data().count, before);
});

test('App Check: a request without a token, or with another, is refused 401 and stores nothing', async () => {
  const before = (await db.collection('leads').count().get()).data().count;
  const body = { name: 'Jane Doe', email: 'jane@example.com', message: 'No token.', sendNDA: 'No' };
  for (const token of [null, 'not-an-app-check-token']) {
    const response = await post(body, token);
    assert.equal(response.status, 401);
    assert.equal(((await response.json()) as { error: string }).error, 'appCheck');
  }
  assert.equal((await db.collection('leads').count().get()).data().count, before);
});

test('the deployable configuration redirects a lower-case case URL', async () => {
  const response = await fetch(`${hosting}/cases/mila`, { redirect: 'manual' });
  assert.equal(response.status, 301);
  assert.equal(new URL(response.headers.get('location') ?? '', hosting).pathname, '/Cases/Mila');
});

test('npm run leads -- --project reads the same leads from Firestore', () => {
  const output = execFileSync('node', ['server/leads.ts', '--project', process.env['GCLOUD_PROJECT'] ?? ''], {
    encoding: 'utf8',
  });
  assert.match(output, /leads? in Firestore of demo-fernhill, newest first/);
  assert.match(output, /Jane Doe <jane@example\.com> {2}NDA: No/);
  assert.match(output, /notification: pending \(0 attempts/);
});
