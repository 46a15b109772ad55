import { fileExtension } from './attachment.ts';
import { findTextProblem } from './text-rules.ts';

/** Where uploads live; storage.rules and the function accept nothing outside it. */
export const UPLOAD_ROOT = 'contact';

const MAX_NAME = 64;
const MAX_UNIQUE = 40;
const MAX_BASE = 80;

/**
 * ASCII slug: accents folded (Zoë → Zoe), every other run of characters outside [A-Za-z0-9] becomes
 * one dash. No dots survive, so `..` and hidden files cannot appear; no slash, so no extra segments.
 */
function slug(value: string, maxLength: number): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/**
 * Spec §7: the attachment goes to contact/{name entered}. Made safe and bounded:
 * `contact/{slug of name}/{unique}-{slug of file base}{.ext}` — at most ~200 characters.
 * `unique` (e.g. a timestamp or UUID) keeps two uploads from colliding, since objects are never overwritten.
 */
export function contactUploadPath(nameEntered: string, fileName: string, unique: string): string {
  const name = slug(nameEntered, MAX_NAME) || 'anonymous';
  const extension = fileExtension(fileName);
  const safeExtension = /^\.[a-z0-9]{1,10}$/.test(extension) ? extension : '';
  const base = slug(safeExtension ? fileName.slice(0, -extension.length) : fileName, MAX_BASE) || 'file';
  const id = slug(unique, MAX_UNIQUE) || 'upload';
  return `${UPLOAD_ROOT}/${name}/${id}-${base}${safeExtension}`;
}

// Bytes of UTF-8, not characters: 130 × "é" is 130 characters (storage.rules counts those) but 260
// bytes, over the 255 a file name may have on the local stand-in's disk.
const MAX_SEGMENT_BYTES = 200;
const MAX_PATH = 512;
/** UTF-8 length without TextEncoder (not in every environment this runs in). */
const utf8Bytes = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

/**
 * Whether an object name is one we accept from anybody: exactly `contact/{name}/{file}`, bounded,
 * without `.` or `..` segments (`contact/./x.pdf` would land outside that layout), backslashes or
 * invisible characters. Looser than contactUploadPath on purpose, so an
 * older form build with another slug rule still works, but never outside `contact/`.
 */
export function isContactObjectPath(path: string): boolean {
  if (path.length > MAX_PATH || path.includes('..') || findTextProblem(path, 'line') !== null) return false;
  const segments = path.split('/');
  if (segments.length !== 3 || segments[0] !== UPLOAD_ROOT) return false;
  return segments.every(
    (s) =>
      s.length > 0 && s !== '.' && utf8Bytes(s) <= MAX_SEGMENT_BYTES && s.trim() === s && !/[\\#?]/.test(s),
  );
}
