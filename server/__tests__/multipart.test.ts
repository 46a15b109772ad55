/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { tempDir } from '@fernhill/lead-pipeline/testing/temp';
import { boundaryOf } from '../storage/multipart.ts';
import { receiveMultipartUpload } from '../storage/multipart-stream.ts';

const dir = tempDir('multipart');
afterAll(() => dir.remove());

const body = (boundary: string, file: Buffer, ending = `\r\n--${boundary}--`) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"contact/a/b.pdf"}\r\n`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
    Buffer.from(ending),
  ]);

/** The body as a request stream cut into chunks of `size` bytes. */
function request(bytes: Buffer, size: number): IncomingMessage {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks) as unknown as IncomingMessage;
}

let n = 0;
const receive = (bytes: Buffer, chunk: number, maxFileBytes = 1024 * 1024) => {
  const tempPath = `${dir.path}/upload-${++n}`;
  return receiveMultipartUpload(request(bytes, chunk), '8923', { maxFileBytes, tempPath }).then((result) => ({
    result,
    file: () => readFileSync(tempPath),
  }));
};

describe('multipart/related (the SDK upload format)', () => {
  it('reads the boundary', () => {
    expect(boundaryOf('multipart/related; boundary=123456')).toBe('123456');
    expect(boundaryOf('multipart/related; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; boundary=x')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });

  it.each([1, 3, 7, 64, 65_536])(
    'streams the file part to disk byte for byte, in chunks of %i bytes, keeping the metadata',
    async (chunk) => {
      // Binary bytes, CRLFs and dashes that look like the start of a delimiter.
      const file = Buffer.concat([
        Buffer.from('%PDF-1.4\r\n\x00\xff--89\r\n--892'),
        Buffer.alloc(3000, 0x2d),
      ]);
      const { result, file: written } = await receive(body('8923', file), chunk);
      if (typeof result === 'string') throw new Error(result);
      expect(JSON.parse(result.metadata)).toEqual({ name: 'contact/a/b.pdf' });
      expect(result.contentType).toBe('application/pdf');
      expect(result.size).toBe(file.length);
      expect(written().equals(file)).toBe(true);
      expect(Buffer.from(result.sample.head).equals(file)).toBe(true);
    },
  );

  it('accepts a trailing CRLF after the closing delimiter', async () => {
    const file = Buffer.from('%PDF-1.4 x');
    const { result, file: written } = await receive(body('8923', file, '\r\n--8923--\r\n'), 5);
    expect(typeof result).toBe('object');
    expect(written().equals(file)).toBe(true);
  });

  it('refuses a file over the limit without keeping it', async () => {
    const { result } = await receive(body('8923', Buffer.alloc(5000, 0x61)), 512, 4096);
    expect(result).toBe('tooLarge');
  });

  it.each([
    ['no delimiter', Buffer.from('hello')],
    [
      'no closing delimiter',
      Buffer.from('--8923\r\nContent-Type: text/plain\r\n\r\n{}\r\n--8923\r\n\r\nabc'),
    ],
    ['a single part', Buffer.from('--8923\r\nContent-Type: text/plain\r\n\r\nabc\r\n--8923--')],
  ])('reports %s as malformed', async (_label, input) => {
    expect((await receive(input, 4)).result).toBe('malformed');
  });
});
