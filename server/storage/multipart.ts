/** Parser for the `multipart/related` bodies the Firebase SDK sends for uploadBytes. */
export interface MultipartPart {
  headers: Record<string, string>;
  body: Buffer;
}

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/related\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** null when the body is not well-formed (missing delimiters, headers or closing delimiter). */
export function parseMultipartRelated(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  let cursor = body.indexOf(delimiter);
  if (cursor === -1) return null;
  cursor += delimiter.length;
  const parts: MultipartPart[] = [];
  for (;;) {
    if (body.subarray(cursor, cursor + 2).toString() === '--') return parts;
    if (body.subarray(cursor, cursor + 2).toString() !== '\r\n') return null;
    const start = cursor + 2;
    const end = body.indexOf(separator, start);
    if (end === -1) return null;
    const headerEnd = body.indexOf('\r\n\r\n', start);
    if (headerEnd === -1 || headerEnd > end) return null;
    parts.push({
      headers: parseHeaders(body.subarray(start, headerEnd).toString('utf8')),
      body: body.subarray(headerEnd + 4, end),
    });
    cursor = end + separator.length;
  }
}
