import { attachmentTypeFor } from './attachment.ts';
import { findTextProblem } from './text-rules.ts';
import { isContactObjectPath } from './upload-path.ts';

export const FILE_URL_MAX_LENGTH = 2048;

/** A download URL of our own bucket, taken apart. */
export interface ContactFileRef {
  url: string;
  /** Decoded object name, e.g. `contact/Jane-Doe/1700000000-brief.pdf`. */
  path: string;
  token: string;
  fileName: string;
}

/**
 * The object base of a bucket as the Firebase SDK builds download URLs:
 * production `https://firebasestorage.googleapis.com/v0/b/{bucket}/o/`,
 * local stand-in `http://localhost:{port}/v0/b/{bucket}/o/`.
 */
export function downloadUrlPrefix(origin: string, bucket: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/`;
}

/**
 * Accepts only `{prefix}{encoded contact/… path}?alt=media&token=…` (what getDownloadURL returns).
 * `prefixes` must each end with `/o/`. Anything with `..` or an encoded dot is refused outright:
 * the SDK never encodes dots, so those only come from someone probing for traversal.
 */
export function parseContactFileUrl(url: string, prefixes: readonly string[]): ContactFileRef | null {
  if (url.length > FILE_URL_MAX_LENGTH || /\s/.test(url) || findTextProblem(url, 'line') !== null)
    return null;
  if (/\.\.|%2e|%5c|%00/i.test(url)) return null;
  const prefix = prefixes.find((p) => p.endsWith('/o/') && url.startsWith(p));
  if (!prefix) return null;

  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const query = url.indexOf('?');
  const encodedName = url.slice(prefix.length, query === -1 ? undefined : query);
  if (
    encodedName.includes('/') ||
    parsed.hash !== '' ||
    `${parsed.origin}${parsed.pathname}` !== prefix + encodedName
  )
    return null;

  const params = [...parsed.searchParams.keys()];
  const token = parsed.searchParams.get('token') ?? '';
  if (
    params.length !== 2 ||
    parsed.searchParams.get('alt') !== 'media' ||
    !/^[A-Za-z0-9-]{8,128}$/.test(token)
  )
    return null;

  let path: string;
  try {
    path = decodeURIComponent(encodedName);
  } catch {
    return null;
  }
  if (!isContactObjectPath(path)) return null;
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  if (!attachmentTypeFor(fileName)) return null;
  return { url, path, token, fileName };
}
