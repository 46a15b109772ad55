import { attachmentTypeFor } from './attachment.ts';
import type { AttachmentKind } from './attachment.ts';

/**
 * Magic-byte sniffing for attachments. Runs in the browser-free parts only (storage stand-in,
 * function) but has no Node dependency, so it stays in the shared library.
 */
export type SniffedKind = AttachmentKind | 'zip' | 'html' | 'binary' | 'empty';

/** Bytes of a file: its start, and for ZIP containers its end (where the central directory lives). */
export interface FileSample {
  head: Uint8Array;
  tail?: Uint8Array;
  /** Total size in bytes; when it equals head.length the head is the whole file. */
  size: number;
}

/** How much of a file the inspectors read from each end. */
export const SNIFF_BYTES = 64 * 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const HTML_STARTS = ['<!doctype html', '<html', '<script', '<head', '<body', '<iframe', '<svg'];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

function readUint16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

/** Entry names found in local headers (head) and central directory records (tail). */
function zipEntryNames(sample: FileSample): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder();
  const collect = (bytes: Uint8Array, signature: readonly number[], lengthAt: number, nameAt: number) => {
    for (let i = 0; i + nameAt <= bytes.length; i++) {
      if (bytes[i] !== 0x50 || !startsWith(bytes, signature, i)) continue;
      const length = readUint16(bytes, i + lengthAt);
      const end = i + nameAt + length;
      if (length > 0 && end <= bytes.length) names.push(decoder.decode(bytes.subarray(i + nameAt, end)));
    }
  };
  collect(sample.head, ZIP_LOCAL, 26, 30);
  if (sample.tail) collect(sample.tail, ZIP_CENTRAL, 28, 46);
  return names;
}

function sniffText(sample: FileSample): SniffedKind {
  const complete = sample.head.length >= sample.size;
  let text: string;
  try {
    // `stream` tolerates a multi-byte character cut at the end of a partial read.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample.head, { stream: !complete });
  } catch {
    return 'binary';
  }
  if (text.includes('\u0000')) return 'binary';
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 32)
    .toLowerCase();
  return HTML_STARTS.some((tag) => start.startsWith(tag)) ? 'html' : 'text';
}

export function sniffFileType(sample: FileSample): SniffedKind {
  const { head } = sample;
  if (sample.size === 0 || head.length === 0) return 'empty';
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE)) return 'ole';
  if (startsWith(head, ZIP_LOCAL)) {
    const names = zipEntryNames(sample);
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
    return 'zip';
  }
  return sniffText(sample);
}

/** True when the bytes are what the file name's extension promises. Zero-byte files never match. */
export function matchesExtension(fileName: string, sample: FileSample): boolean {
  const expected = attachmentTypeFor(fileName)?.kind;
  return expected !== undefined && sniffFileType(sample) === expected;
}

/** Builds a sample from a complete in-memory file. */
export function sampleOf(bytes: Uint8Array): FileSample {
  return {
    head: bytes.subarray(0, SNIFF_BYTES),
    tail: bytes.subarray(Math.max(0, bytes.length - SNIFF_BYTES)),
    size: bytes.length,
  };
}
