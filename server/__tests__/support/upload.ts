import { DEFAULT_BUCKET } from '../../config.ts';
import { request } from './http.ts';

/** What the Firebase SDK's uploadBytes sends: a multipart/related body, JSON metadata then the file. */
export const UPLOAD_BOUNDARY = 'test-upload-boundary';

export const uploadPath = (name: string) => `/v0/b/${DEFAULT_BUCKET}/o?name=${encodeURIComponent(name)}`;

export function multipartBody(file: Buffer, contentType = 'application/pdf'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${UPLOAD_BOUNDARY}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"contentType":"${contentType}"}\r\n` +
        `--${UPLOAD_BOUNDARY}\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--`),
  ]);
}

/** Uploads `file` as `name` to the stack's Storage stand-in, as the SDK would. */
export const uploadTo = (baseUrl: string, name: string, file: Buffer, headers: Record<string, string> = {}) =>
  request(`${baseUrl}${uploadPath(name)}`, {
    method: 'POST',
    headers: {
      'x-goog-upload-protocol': 'multipart',
      'content-type': `multipart/related; boundary=${UPLOAD_BOUNDARY}`,
      ...headers,
    },
    body: multipartBody(file),
  });
