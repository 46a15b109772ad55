/** @jest-environment node */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { tempDir } from '@fernhill/lead-pipeline/testing/temp';
import { spawnStackChild } from './support/stack-child.ts';

/**
 * Uploads stream to disk: 40 visitors sending a 10 MiB file at once used to take the server from
 * 126 to 937 MiB (every body held whole). Now those past the concurrency cap are told to retry
 * (as the Firebase SDK does on 503) and nothing of their bodies is read (slow-clients.test.ts), so
 * every upload lands and the peak grows by about 45 MiB here.
 *
 * Most of that growth is not held by the server but waits to be collected: each body chunk Node
 * reads is a fresh buffer outside V8's heap, and V8 lets those pile up to about 64 MiB before it
 * collects them. Sampling the child's process.memoryUsage() every 10 ms over six runs put the peak
 * of `arrayBuffers` 20 to 65 MiB above the baseline, and the RSS growth followed it (23 to 71 MiB):
 * a 64 MiB bound failed about one run in ten (CI, 3 Dec: 68 MiB). So the bound is that collector's
 * allowance plus 32 MiB for what the eight uploads in flight hold; holding bodies whole, as before,
 * grew it by 800 MiB.
 */
const MiB = 1024 * 1024;
const FILE_BYTES = 10 * MiB - 1024;
const BOUNDARY = 'memory-test-boundary';
const BOUND = 64 * MiB + 32 * MiB;

const dir = tempDir('upload-memory');
let child: ChildProcessWithoutNullStreams;
let lines: AsyncIterator<string>;
let url: string;

beforeAll(async () => {
  child = spawnStackChild(dir.path);
  lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  url = (await lines.next()).value as string;
}, 30_000);

afterAll(() => {
  child.kill('SIGKILL');
  dir.remove();
});

async function peakRss(): Promise<number> {
  child.stdin.write('rss\n');
  return Number((await lines.next()).value);
}

/** A multipart/related upload of a 10 MiB PDF, generated as it is sent. */
function* uploadBody(name: string): Generator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name })}\r\n` +
      `--${BOUNDARY}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const filler = Buffer.alloc(64 * 1024, 0x20);
  let left = FILE_BYTES - 9 - 6;
  while (left > 0) {
    const chunk = filler.subarray(0, Math.min(left, filler.length));
    left -= chunk.length;
    yield chunk;
  }
  yield Buffer.from(`%%EOF\n\r\n--${BOUNDARY}--`);
}

function uploadOnce(i: number): Promise<{ status: number; retryAfter: number }> {
  const name = `contact/jane/u${i}-brief.pdf`;
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v0/b/fernhill-local.appspot.com/o?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          'x-goog-upload-protocol': 'multipart',
          'content-type': `multipart/related; boundary=${BOUNDARY}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0) }),
        );
      },
    );
    req.on('error', reject);
    Readable.from(uploadBody(name)).pipe(req);
  });
}

/** Sends until stored, waiting as long as a 503's Retry-After says; resolves with the tries taken. */
async function upload(i: number): Promise<{ status: number; tries: number }> {
  for (let tries = 1; ; tries++) {
    const { status, retryAfter } = await uploadOnce(i);
    if (status !== 503) return { status, tries };
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

it('stores 40 concurrent 10 MiB uploads within 96 MiB of extra memory, capping those in flight', async () => {
  // One upload first: what the first request loads (code, pools) is not what concurrency costs.
  expect((await upload(-1)).status).toBe(200);
  const before = await peakRss();
  const results = await Promise.all(Array.from({ length: 40 }, (_, i) => upload(i)));
  const growth = (await peakRss()) - before;
  expect(results.filter((r) => r.status !== 200)).toEqual([]);
  // The cap was reached: some were told to come back.
  expect(results.some((r) => r.tries > 1)).toBe(true);
  expect(growth).toBeLessThanOrEqual(BOUND);
}, 120_000);
