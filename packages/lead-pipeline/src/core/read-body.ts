import type { RawBody } from './types.ts';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: 'tooLarge' | 'aborted' };

/**
 * Reads at most `limit` bytes. On a stream it stops at the limit (pausing, not draining), so a
 * chunked upload without Content-Length cannot make us buffer more; the caller closes the connection.
 */
export function readBody(raw: RawBody, limit: number): Promise<BodyResult> {
  if (Buffer.isBuffer(raw)) {
    return Promise.resolve(raw.length > limit ? { ok: false, reason: 'tooLarge' } : { ok: true, body: raw });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onAbort);
      raw.off('close', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        raw.pause();
        finish({ ok: false, reason: 'tooLarge' });
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size) });
    const onAbort = () => finish({ ok: false, reason: 'aborted' });
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onAbort);
    raw.on('close', onAbort);
  });
}
