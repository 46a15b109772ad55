/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalBucket } from '../storage/local-bucket.ts';

describe('partial uploads a crash left in the scratch folder', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bucket-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const now = Date.parse('2026-11-24T12:00:00Z');
  const bucket = new LocalBucket(root, 'demo-bucket', { now: () => now });
  const scratch = (name: string, ageMs: number) => {
    mkdirSync(path.join(root, 'tmp'), { recursive: true });
    const file = path.join(root, 'tmp', name);
    writeFileSync(file, Buffer.alloc(1024));
    utimesSync(file, (now - ageMs) / 1000, (now - ageMs) / 1000);
    return file;
  };

  it('are removed once idle longer than the sweep allows, and an upload in progress is kept', async () => {
    const stale = scratch('stale', 2 * 60 * 60 * 1000);
    const fresh = scratch('fresh', 5_000);
    expect(await bucket.sweepScratch(60 * 60 * 1000)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('are all removed at start (0: no upload can be in flight yet)', async () => {
    const recent = scratch('recent', 1_000);
    expect(await bucket.sweepScratch(0)).toBeGreaterThanOrEqual(1);
    expect(existsSync(recent)).toBe(false);
  });

  it('is nothing to do without a scratch folder', async () => {
    expect(await new LocalBucket(path.join(root, 'none'), 'b', { now: () => now }).sweepScratch(0)).toBe(0);
  });
});
