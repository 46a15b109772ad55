import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { SNIFF_BYTES } from '@fernhill/lead-pipeline/contact/file-type';
import type { FileSample } from '@fernhill/lead-pipeline/contact/file-type';

/**
 * Receives the `multipart/related` body of the Firebase SDK's uploadBytes (a JSON metadata part,
 * then the file part) without holding the file in memory: the file part streams to `tempPath`, and
 * only the metadata, the first and last SNIFF_BYTES (for the type check) and a closing-delimiter
 * look-behind are kept. Memory per upload stays near a few hundred KB whatever the file's size.
 */
export interface ReceivedUpload {
  metadata: string;
  contentType: string;
  size: number;
  md5Base64: string;
  sample: FileSample;
}

export type ReceiveResult = ReceivedUpload | 'tooLarge' | 'malformed' | 'aborted';

const MAX_PREAMBLE = 64 * 1024;

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Splits the buffered start: metadata part, file part headers, and the first file bytes. */
function splitPreamble(buffer: Buffer, boundary: string) {
  const delimiter = Buffer.from(`--${boundary}\r\n`);
  const separator = Buffer.from(`\r\n--${boundary}\r\n`);
  const start = buffer.subarray(0, delimiter.length);
  if (!start.equals(delimiter.subarray(0, start.length))) return 'malformed' as const;
  if (start.length < delimiter.length) return null;
  const metaHeadersEnd = buffer.indexOf('\r\n\r\n', delimiter.length);
  const metaEnd = buffer.indexOf(separator, delimiter.length);
  if (metaHeadersEnd === -1 || metaEnd === -1) return null;
  const fileHeadersStart = metaEnd + separator.length;
  const fileHeadersEnd = buffer.indexOf('\r\n\r\n', fileHeadersStart);
  if (fileHeadersEnd === -1) return null;
  return {
    metadata: buffer.subarray(metaHeadersEnd + 4, metaEnd).toString('utf8'),
    fileHeaders: parseHeaders(buffer.subarray(fileHeadersStart, fileHeadersEnd).toString('utf8')),
    rest: buffer.subarray(fileHeadersEnd + 4),
  };
}

export async function receiveMultipartUpload(
  req: IncomingMessage,
  boundary: string,
  options: { maxFileBytes: number; tempPath: string },
): Promise<ReceiveResult> {
  const closing = Buffer.from(`\r\n--${boundary}--`);
  // Held back from the file until we know it is not the closing delimiter (plus a final CRLF).
  const holdBack = closing.length + 2;
  let preamble: Buffer[] = [];
  let preambleSize = 0;
  let parts: { metadata: string; contentType: string } | null = null;
  let pending = Buffer.alloc(0);
  const file = await FileWriter.open(options.tempPath);
  let failure: 'tooLarge' | 'malformed' | null = null;

  const writeFile = async (bytes: Buffer) => {
    if (bytes.length === 0 || failure) return;
    if (file.size + bytes.length > options.maxFileBytes) {
      failure = 'tooLarge';
      return;
    }
    await file.write(bytes);
  };
  const feed = async (bytes: Buffer) => {
    if (bytes.length < holdBack) {
      const combined = Buffer.concat([pending, bytes]);
      const keep = Math.min(holdBack, combined.length);
      pending = combined.subarray(combined.length - keep);
      return writeFile(combined.subarray(0, combined.length - keep));
    }
    // Large chunk: what was held back is file data; the chunk's own end is held back instead.
    await writeFile(pending);
    pending = Buffer.from(bytes.subarray(bytes.length - holdBack));
    await writeFile(bytes.subarray(0, bytes.length - holdBack));
  };

  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      if (failure) continue; // drain what the client still sends, keep nothing
      if (parts) {
        await feed(chunk);
        continue;
      }
      preamble.push(chunk);
      preambleSize += chunk.length;
      const split = splitPreamble(Buffer.concat(preamble), boundary);
      if (split === 'malformed' || (split === null && preambleSize > MAX_PREAMBLE)) failure = 'malformed';
      else if (split) {
        parts = { metadata: split.metadata, contentType: split.fileHeaders['content-type'] ?? '' };
        preamble = [];
        await feed(split.rest);
      }
    }
  } catch {
    await file.close();
    return 'aborted';
  }
  if (!failure && parts) {
    const end = pending.indexOf(closing);
    if (end === -1) failure = 'malformed';
    else await writeFile(pending.subarray(0, end));
  }
  await file.close();
  if (failure) return failure;
  if (!parts) return 'malformed';
  return { metadata: parts.metadata, contentType: parts.contentType, ...file.summary() };
}

const STAGING_BYTES = 256 * 1024;

/**
 * Writes the file part through one fixed staging buffer: each received chunk is copied and dropped
 * at once instead of waiting in a write stream's queue, so fewer survive into the old generation
 * (the peak of the memory test is ~7 MiB lower this way).
 */
class FileWriter {
  size = 0;
  private readonly staging = Buffer.allocUnsafe(STAGING_BYTES);
  private staged = 0;
  private readonly head = Buffer.alloc(SNIFF_BYTES);
  private readonly tail = Buffer.alloc(SNIFF_BYTES);
  private readonly md5 = createHash('md5');

  private readonly handle: FileHandle;

  private constructor(handle: FileHandle) {
    this.handle = handle;
  }

  static async open(path: string): Promise<FileWriter> {
    return new FileWriter(await open(path, 'wx'));
  }

  async write(bytes: Buffer): Promise<void> {
    if (this.size < SNIFF_BYTES) bytes.copy(this.head, this.size, 0, SNIFF_BYTES - this.size);
    this.keepTail(bytes);
    this.md5.update(bytes);
    this.size += bytes.length;
    for (let offset = 0; offset < bytes.length;) {
      const copied = bytes.copy(this.staging, this.staged, offset);
      this.staged += copied;
      offset += copied;
      if (this.staged === STAGING_BYTES) await this.flush();
    }
  }

  async close(): Promise<void> {
    await this.flush();
    await this.handle.close();
  }

  summary(): { size: number; md5Base64: string; sample: FileSample } {
    const sampled = Math.min(this.size, SNIFF_BYTES);
    return {
      size: this.size,
      md5Base64: this.md5.digest('base64'),
      sample: {
        head: Buffer.from(this.head.subarray(0, sampled)),
        tail: Buffer.from(this.tail.subarray(SNIFF_BYTES - sampled)),
        size: this.size,
      },
    };
  }

  /** The last SNIFF_BYTES written, right-aligned in `tail`. */
  private keepTail(bytes: Buffer): void {
    if (bytes.length >= SNIFF_BYTES) {
      bytes.copy(this.tail, 0, bytes.length - SNIFF_BYTES);
      return;
    }
    this.tail.copyWithin(0, bytes.length);
    bytes.copy(this.tail, SNIFF_BYTES - bytes.length);
  }

  private async flush(): Promise<void> {
    for (let written = 0; written < this.staged;) {
      written += (await this.handle.write(this.staging, written, this.staged - written)).bytesWritten;
    }
    this.staged = 0;
  }
}
