import { ATTACHMENT, contentTypeMatches } from '../contact/attachment.ts';
import type { ContactFileRef } from '../contact/file-url.ts';
import { SNIFF_BYTES, matchesExtension } from '../contact/file-type.ts';
import type { Logger } from '../log.ts';
import { errorText } from '../log.ts';

/** What the function needs from a bucket: object facts and a byte range. Local disk or Cloud Storage. */
export interface StoredObjectInfo {
  size: number;
  contentType: string;
  downloadTokens: readonly string[];
}

export interface ObjectReader {
  /** null when the object does not exist. */
  stat(path: string): Promise<StoredObjectInfo | null>;
  /** Bytes [start, end). */
  read(path: string, start: number, end: number): Promise<Uint8Array>;
}

export type AttachmentProblem =
  'missing' | 'token' | 'empty' | 'tooLarge' | 'contentType' | 'type' | 'unavailable';
export type AttachmentCheck = { ok: true } | { ok: false; problem: AttachmentProblem };
export type InspectAttachment = (ref: ContactFileRef) => Promise<AttachmentCheck>;

/**
 * The uploaded object must exist, be reachable with the URL's token (so the link in the mail works),
 * be non-empty and within the size limit, and its first (and for ZIP, last) bytes must match its extension.
 */
export function createAttachmentInspector(reader: ObjectReader, log: Logger): InspectAttachment {
  return async (ref) => {
    try {
      const info = await reader.stat(ref.path);
      if (!info) return { ok: false, problem: 'missing' };
      if (!info.downloadTokens.includes(ref.token)) return { ok: false, problem: 'token' };
      if (info.size === 0) return { ok: false, problem: 'empty' };
      if (info.size > ATTACHMENT.maxBytes) return { ok: false, problem: 'tooLarge' };
      if (!contentTypeMatches(ref.fileName, info.contentType)) return { ok: false, problem: 'contentType' };
      const head = await reader.read(ref.path, 0, Math.min(info.size, SNIFF_BYTES));
      const tail =
        info.size > SNIFF_BYTES ? await reader.read(ref.path, info.size - SNIFF_BYTES, info.size) : head;
      return matchesExtension(ref.fileName, { head, tail, size: info.size })
        ? { ok: true }
        : { ok: false, problem: 'type' };
    } catch (error) {
      log.error('attachment.inspect_failed', { error: errorText(error) });
      return { ok: false, problem: 'unavailable' };
    }
  };
}
