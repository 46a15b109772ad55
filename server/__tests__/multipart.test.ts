import { boundaryOf, parseMultipartRelated } from '../storage/multipart.ts';

const body = (boundary: string, file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"contact/a/b.pdf"}\r\n`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--`),
  ]);

describe('multipart/related (the SDK upload format)', () => {
  it('reads the boundary', () => {
    expect(boundaryOf('multipart/related; boundary=123456')).toBe('123456');
    expect(boundaryOf('multipart/related; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; boundary=x')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });

  it('splits the metadata part and the file part, keeping binary bytes intact', () => {
    const file = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x00, 0xff, 0x2d, 0x2d]);
    const parts = parseMultipartRelated(body('8923', file), '8923');
    expect(parts?.map((p) => p.headers['content-type'])).toEqual([
      'application/json; charset=utf-8',
      'application/pdf',
    ]);
    expect(JSON.parse(parts?.[0]?.body.toString() ?? '')).toEqual({ name: 'contact/a/b.pdf' });
    expect(parts?.[1]?.body.equals(file)).toBe(true);
  });

  it.each([
    ['no delimiter', Buffer.from('hello')],
    ['no closing delimiter', Buffer.from('--8923\r\nContent-Type: text/plain\r\n\r\nabc')],
    ['a part without headers', Buffer.from('--8923\r\nabc\r\n--8923--')],
  ])('returns null for %s', (_label, input) => {
    expect(parseMultipartRelated(input, '8923')).toBeNull();
  });
});
