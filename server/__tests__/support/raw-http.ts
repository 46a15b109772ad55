import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One request written byte for byte on its own connection (`Connection: close` is added): what no
 * HTTP client would send, such as `/%ZZ`, `CONNECT` or an oversized header. Resolves with the
 * answer once the server closes the connection; rejects if it closes without answering or takes
 * longer than `timeoutMs`.
 */
export function rawRequest(
  port: number,
  head: string,
  options: { body?: string | Buffer; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\nConnection: close\r\n\r\n`);
      if (options.body !== undefined) socket.write(options.body);
    });
    socket.setTimeout(options.timeoutMs ?? 10_000, () => {
      socket.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms to ${head.split('\r\n')[0]}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      let text = Buffer.concat(chunks).toString('latin1');
      // An interim answer (100 Continue) comes before the real one.
      while (/^HTTP\/1\.[01] 1\d\d /.test(text) && text.includes('\r\n\r\n'))
        text = text.slice(text.indexOf('\r\n\r\n') + 4);
      const split = text.indexOf('\r\n\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match || split === -1) return reject(new Error(`no answer to ${head.split('\r\n')[0]}`));
      const headers: Record<string, string> = {};
      for (const line of text.slice(0, split).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = Buffer.from(text.slice(split + 4), 'latin1');
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
      resolve({ status: Number(match[1]), headers, body: body.toString('utf8') });
    });
  });
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
