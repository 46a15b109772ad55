/** @jest-environment node */
import { screenUpload } from '../screen.ts';
import { sweepUnreferencedUploads, UPLOAD_GRACE_MS } from '../sweep.ts';
import { SqliteLeadStore } from '../../store/sqlite.ts';
import { downloadUrlPrefix } from '../../contact/file-url.ts';
import { FILES } from '../../testing/files.ts';
import { createMemoryLogger } from '../../testing/memory-logger.ts';
import { MemoryObjects } from '../../testing/memory-objects.ts';
import { tempDir } from '../../testing/temp.ts';
import type { Lead } from '../../store/types.ts';

describe('screenUpload: the bytes storage.rules cannot see, checked as the object lands', () => {
  const land = (name: string, bytes: Buffer, contentType: string) => {
    const objects = new MemoryObjects();
    objects.create({ name, bytes, contentType });
    return objects;
  };

  it('keeps a file whose bytes are what its extension says', async () => {
    const objects = land('contact/Jane/1-brief.pdf', FILES.pdf, 'application/pdf');
    const log = createMemoryLogger();
    expect(await screenUpload('contact/Jane/1-brief.pdf', objects.bucket(), log)).toBe('kept');
    expect(objects.has('contact/Jane/1-brief.pdf')).toBe(true);
    expect(log.entries).toEqual([]);
  });

  it.each([
    ['an .exe declared application/pdf', 'contact/Jane/1-brief.pdf', FILES.exe, 'application/pdf', 'bytes'],
    ['HTML named .txt', 'contact/Jane/1-notes.txt', FILES.html, 'text/plain', 'bytes'],
    [
      'a plain ZIP named .docx',
      'contact/Jane/1-spec.docx',
      FILES.plainZip,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'bytes',
    ],
    [
      'a declared type that does not fit the name',
      'contact/Jane/1-brief.pdf',
      FILES.pdf,
      'text/html',
      'contentType',
    ],
    // Issue 32 #1: parameters carried control or non-Latin-1 characters into the download's header.
    [
      'text/plain with a control character',
      'contact/Jane/1-notes.txt',
      FILES.text,
      'text/plain; x=\u0007',
      'contentType',
    ],
    [
      'text/plain with a parameter',
      'contact/Jane/1-notes.txt',
      FILES.text,
      'text/plain; charset=utf-8',
      'contentType',
    ],
    ['an empty file', 'contact/Jane/1-brief.pdf', FILES.empty, 'application/pdf', 'empty'],
    ['a path outside the layout', 'contact/./1-brief.pdf', FILES.pdf, 'application/pdf', 'path'],
  ])('removes %s and says why once', async (_label, name, bytes, contentType, reason) => {
    const objects = land(name, bytes, contentType);
    const log = createMemoryLogger();
    expect(await screenUpload(name, objects.bucket(), log)).toBe('removed');
    expect(objects.has(name)).toBe(false);
    expect(log.entries).toEqual([expect.objectContaining({ event: 'storage.upload_removed', reason })]);
  });

  it('logs the declared type only as an allowed type name or "other" (issue 32 #2)', async () => {
    const name = 'contact/Jane/1-brief.pdf';
    const log = createMemoryLogger();
    await screenUpload(name, land(name, FILES.pdf, 'text/html; who=jane@example.com').bucket(), log);
    await screenUpload(name, land(name, FILES.exe, 'application/pdf').bucket(), log);
    expect(log.entries.map((e) => e['contentType'])).toEqual(['other', 'application/pdf']);
  });

  it('leaves objects outside contact/ and objects already gone alone', async () => {
    const objects = land('public/logo.pdf', FILES.exe, 'application/pdf');
    expect(await screenUpload('public/logo.pdf', objects.bucket(), createMemoryLogger())).toBe('ignored');
    expect(objects.has('public/logo.pdf')).toBe(true);
    expect(await screenUpload('contact/Jane/gone.pdf', objects.bucket(), createMemoryLogger())).toBe('gone');
  });
});

describe('sweepUnreferencedUploads: an upload no lead points at is removed after a day', () => {
  const dir = tempDir('sweep');
  afterAll(() => dir.remove());
  const prefix = downloadUrlPrefix('http://localhost:9199', 'demo-bucket');
  const NOW = Date.parse('2026-03-05T12:00:00.000Z');
  const HOUR = 3_600_000;

  it('removes old unreferenced uploads, keeps referenced ones and recent ones', async () => {
    const store = new SqliteLeadStore(`${dir.path}/leads.sqlite`);
    const objects = new MemoryObjects();
    const upload = (name: string, ageMs: number) =>
      objects.create({ name, bytes: FILES.pdf, contentType: 'application/pdf', createdAt: NOW - ageMs });
    upload('contact/Jane/1-brief.pdf', 30 * HOUR);
    upload('contact/Bot/2-spam.pdf', 30 * HOUR);
    upload('contact/Ann/3-fresh.pdf', 2 * HOUR);
    const lead: Lead = {
      id: 'jane',
      receivedAt: new Date(NOW - 30 * HOUR + 5_000).toISOString(),
      name: 'Jane',
      email: 'jane@example.com',
      message: 'Hello there',
      sendNDA: 'No',
      file: `${prefix}${encodeURIComponent('contact/Jane/1-brief.pdf')}?alt=media&token=abcdef123456`,
      ip: '203.0.113.7',
      userAgent: null,
    };
    await store.saveLead(lead);
    const log = createMemoryLogger();

    const result = await sweepUnreferencedUploads({
      bucket: objects.bucket(),
      leads: store,
      fileUrlPrefixes: [prefix],
      now: NOW,
      log,
    });

    expect(result).toEqual({ checked: 2, removed: 1 });
    expect(objects.has('contact/Jane/1-brief.pdf')).toBe(true);
    expect(objects.has('contact/Bot/2-spam.pdf')).toBe(false);
    expect(objects.has('contact/Ann/3-fresh.pdf')).toBe(true);
    expect(log.entries).toEqual([
      expect.objectContaining({ event: 'storage.unreferenced_removed', removed: 1, checked: 2 }),
    ]);
    // A day later the fresh one is old and unreferenced too.
    await sweepUnreferencedUploads({
      bucket: objects.bucket(),
      leads: store,
      fileUrlPrefixes: [prefix],
      now: NOW + UPLOAD_GRACE_MS,
      log,
    });
    expect(objects.has('contact/Ann/3-fresh.pdf')).toBe(false);
    expect(objects.has('contact/Jane/1-brief.pdf')).toBe(true);
    store.close();
  });
});
