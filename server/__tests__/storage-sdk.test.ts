/** @jest-environment node */
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getBytes,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytes,
} from 'firebase/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { manualClock } from '@fernhill/lead-pipeline/testing/clock';
import { FILES } from '@fernhill/lead-pipeline/testing/files';
import { ATTACHMENT, attachmentContentType } from '@fernhill/lead-pipeline/contact/schema';
import { contactUploadPath } from '@fernhill/lead-pipeline/contact/upload-path';
import { DEFAULT_BUCKET } from '../config.ts';
import { json, request } from './support/http.ts';
import { startTestStack } from './support/stack.ts';
import type { TestStack } from './support/stack.ts';

/**
 * End to end without a browser: the Firebase JS SDK itself (Node build) talks to the local
 * storage stand-in, and the URL it hands out is accepted by the contact function.
 */
const clock = manualClock(Date.now());
let stack: TestStack;
let app: FirebaseApp;
let storage: FirebaseStorage;

beforeAll(async () => {
  stack = await startTestStack({}, { clock });
  app = initializeApp(
    { apiKey: 'local', projectId: 'fernhill-studio', storageBucket: DEFAULT_BUCKET, appId: '1:1:web:1' },
    'e2e',
  );
  storage = getStorage(app);
  connectStorageEmulator(storage, 'localhost', stack.port);
});
afterAll(async () => {
  await deleteApp(app);
  await stack.stop();
});

let unique = 0;
const upload = (fileName: string, bytes: Uint8Array, name = 'Jane Doe') => {
  const contentType = attachmentContentType(fileName) ?? 'application/octet-stream';
  return uploadBytes(ref(storage, contactUploadPath(name, fileName, `t${++unique}`)), bytes, { contentType });
};

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error as { code?: string }).code,
  );

const VALID = { name: 'Jane Doe', email: 'jane@example.com', message: 'Brief attached.', sendNDA: 'No' };
const postContact = (body: unknown) =>
  request(`${stack.url}/api/contactFormV2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Firebase JS SDK against the storage stand-in', () => {
  it('uploads a PDF; the download URL serves the same bytes and the contact request stores it', async () => {
    const result = await upload('Brief.pdf', FILES.pdf);
    expect(result.metadata).toMatchObject({
      bucket: DEFAULT_BUCKET,
      fullPath: expect.stringMatching(/^contact\/Jane-Doe\/t\d+-Brief\.pdf$/),
      size: FILES.pdf.length,
      contentType: 'application/pdf',
    });

    const url = await getDownloadURL(result.ref);
    expect(
      url.startsWith(`http://localhost:${stack.port}/v0/b/${DEFAULT_BUCKET}/o/contact%2FJane-Doe%2F`),
    ).toBe(true);
    expect(url).toMatch(/\?alt=media&token=[0-9a-f-]{36}$/);

    const download = await request(url);
    expect(download.status).toBe(200);
    expect(download.body.equals(FILES.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''t\d+-Brief\.pdf$/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const posted = await postContact({ ...VALID, file: url });
    expect(posted.status).toBe(200);
    const [entry] = await stack.store.listLeads(1);
    expect(entry?.lead.file).toBe(url);
    expect(entry?.lead.id).toBe((json(posted) as { id: string }).id);
  });

  it.each([
    ['docx', 'Brief.docx', FILES.docx],
    ['pptx', 'Deck.pptx', FILES.pptx],
    ['doc', 'Old.doc', FILES.doc],
    ['txt', 'notes.txt', FILES.text],
    ['text', 'notes.text', FILES.text],
  ])('accepts a %s upload', async (_label, fileName, bytes) => {
    const result = await upload(fileName, bytes);
    expect(result.metadata.size).toBe(bytes.length);
  });

  it.each([
    [
      'a path outside contact/',
      () => uploadBytes(ref(storage, 'public/x.pdf'), FILES.pdf, { contentType: 'application/pdf' }),
    ],
    [
      'a path with an extra folder',
      () => uploadBytes(ref(storage, 'contact/a/b/x.pdf'), FILES.pdf, { contentType: 'application/pdf' }),
    ],
    [
      'a `.` path segment',
      () => uploadBytes(ref(storage, 'contact/./dot.pdf'), FILES.pdf, { contentType: 'application/pdf' }),
    ],
    ['an EXE renamed .pdf', () => upload('setup.pdf', FILES.exe)],
    ['an HTML file renamed .txt', () => upload('page.txt', FILES.html)],
    ['a zero-byte file', () => upload('empty.pdf', FILES.empty)],
    ['a file over 10 MB', () => upload('huge.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61))],
    ['a disallowed extension', () => uploadBytes(ref(storage, 'contact/a/x.exe'), FILES.exe)],
    [
      'a wrong content type',
      () => uploadBytes(ref(storage, 'contact/a/x.pdf'), FILES.pdf, { contentType: 'text/html' }),
    ],
    // Issue 32 #1: accepted, then every download of it answered 500 (ERR_INVALID_CHAR).
    [
      'a text/plain with a control character in a parameter',
      () => uploadBytes(ref(storage, 'contact/a/x.txt'), FILES.text, { contentType: 'text/plain; x=\u0007' }),
    ],
    [
      'a text/plain with a non-Latin-1 character in a parameter',
      () => uploadBytes(ref(storage, 'contact/a/y.txt'), FILES.text, { contentType: 'text/plain; x=\u4e2d' }),
    ],
    [
      'a text/plain with any parameter',
      () =>
        uploadBytes(ref(storage, 'contact/a/z.txt'), FILES.text, {
          contentType: 'text/plain; charset=utf-8',
        }),
    ],
    [
      'a 1 000-character file name',
      () =>
        uploadBytes(ref(storage, `contact/a/${'f'.repeat(1000)}.pdf`), FILES.pdf, {
          contentType: 'application/pdf',
        }),
    ],
  ])('refuses %s: the SDK reports storage/unauthorized', async (_label, act) => {
    expect(await errorCode(act())).toBe('storage/unauthorized');
  });

  // Issue 32 #2: the declared content type was logged verbatim.
  it('logs a declared content type only as an allowed type name or "other"', async () => {
    const sent = 'application/pdf; note=Jane Doe jane@example.com';
    await errorCode(uploadBytes(ref(storage, 'contact/a/logged.pdf'), FILES.pdf, { contentType: sent }));
    await upload('Logged.pdf', FILES.pdf);
    const logged = stack.log.entries
      .filter((e) => e.event.startsWith('storage.'))
      .map((e) => e['contentType']);
    expect(logged).toContain('application/pdf');
    expect(JSON.stringify(stack.log.entries)).not.toContain('jane@example.com');
    const allowed = new Set(['other', undefined, ...ATTACHMENT.types.map((t) => t.mimeType)]);
    expect(logged.filter((value) => !allowed.has(value as string))).toEqual([]);
  });

  it('removes, a day later, uploads that no lead took up (the daily sweep), and keeps the rest', async () => {
    const taken = await upload('Taken.pdf', FILES.pdf);
    const abandoned = await upload('Abandoned.pdf', FILES.pdf);
    expect((await postContact({ ...VALID, file: await getDownloadURL(taken.ref) })).status).toBe(200);
    const abandonedUrl = await getDownloadURL(abandoned.ref);
    await stack.sweepUploads();
    expect(await stack.bucket.stat(abandoned.metadata.fullPath)).not.toBeNull();

    clock.advance(25 * 60 * 60 * 1000);
    await stack.sweepUploads();
    expect(await stack.bucket.stat(abandoned.metadata.fullPath)).toBeNull();
    expect((await request(abandonedUrl)).status).toBe(404);
    expect(await stack.bucket.stat(taken.metadata.fullPath)).not.toBeNull();
    expect(stack.log.entries).toContainEqual(
      expect.objectContaining({ event: 'storage.unreferenced_removed' }),
    );
  });

  it('never overwrites an object', async () => {
    const target = ref(storage, 'contact/Jane-Doe/fixed-name.pdf');
    await uploadBytes(target, FILES.pdf, { contentType: 'application/pdf' });
    expect(await errorCode(uploadBytes(target, FILES.pdf, { contentType: 'application/pdf' }))).toBe(
      'storage/unauthorized',
    );
  });

  it('does not list', async () => {
    expect(await errorCode(listAll(ref(storage, 'contact')))).toBe('storage/unauthorized');
  });

  it('reports a missing object as storage/object-not-found', async () => {
    expect(await errorCode(getDownloadURL(ref(storage, 'contact/Jane-Doe/missing.pdf')))).toBe(
      'storage/object-not-found',
    );
  });

  it('serves bytes only through the download token: getBytes() by reference is refused', async () => {
    const result = await upload('notes.txt', FILES.text);
    expect(await errorCode(getBytes(result.ref))).toBe('storage/unauthorized');
  });

  it('refuses a download with a wrong or missing token', async () => {
    const url = await getDownloadURL((await upload('Brief.pdf', FILES.pdf)).ref);
    expect(
      (await request(url.replace(/token=.*/, 'token=00000000-0000-0000-0000-000000000000'))).status,
    ).toBe(403);
    expect((await request(url.replace(/&token=.*/, ''))).status).toBe(403);
  });

  it('hands out download URLs only shortly after the upload, like storage.rules', async () => {
    const result = await upload('Brief.pdf', FILES.pdf);
    clock.advance(11 * 60_000);
    expect(await errorCode(getDownloadURL(result.ref))).toBe('storage/unauthorized');
  });

  it('refuses a contact request whose file URL has a wrong token', async () => {
    const url = await getDownloadURL((await upload('Brief.pdf', FILES.pdf)).ref);
    const posted = await postContact({
      ...VALID,
      file: url.replace(/token=.*/, 'token=00000000-0000-0000-0000-000000000000'),
    });
    expect(posted.status).toBe(400);
    expect(json(posted)).toMatchObject({ ok: false, error: 'invalid', field: 'file' });
  });
});
