import { ATTACHMENT, contentTypeMatches, loggedContentType } from '../contact/attachment.ts';
import { SNIFF_BYTES, matchesExtension } from '../contact/file-type.ts';
import { isContactObjectPath } from '../contact/upload-path.ts';
import type { Logger } from '../log.ts';
import type { ObjectReader } from './inspect.ts';

/** A bucket the screen and the sweep may clean up. */
export interface ObjectRemover {
  remove(path: string): Promise<void>;
}

export type UploadVerdict = 'kept' | 'removed' | 'gone' | 'ignored';

/**
 * What storage.rules cannot check, checked as soon as an object lands (a Storage trigger in
 * production): the bytes must be what the extension promises, within the size and type rules.
 * Anything else is removed at once, so a disguised file is never downloadable for long.
 */
export async function screenUpload(
  path: string,
  bucket: ObjectReader & ObjectRemover,
  log: Logger,
): Promise<UploadVerdict> {
  if (!path.startsWith('contact/')) return 'ignored';
  const info = await bucket.stat(path);
  if (!info) return 'gone';
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  const problem = ((): string | null => {
    if (!isContactObjectPath(path)) return 'path';
    if (info.size === 0) return 'empty';
    if (info.size > ATTACHMENT.maxBytes) return 'size';
    if (!contentTypeMatches(fileName, info.contentType)) return 'contentType';
    return null;
  })();
  const reason =
    problem ??
    (matchesExtension(fileName, {
      head: await bucket.read(path, 0, Math.min(info.size, SNIFF_BYTES)),
      tail: await bucket.read(path, Math.max(0, info.size - SNIFF_BYTES), info.size),
      size: info.size,
    })
      ? null
      : 'bytes');
  if (!reason) return 'kept';
  await bucket.remove(path);
  log.warn('storage.upload_removed', {
    reason,
    size: info.size,
    contentType: loggedContentType(info.contentType),
  });
  return 'removed';
}
