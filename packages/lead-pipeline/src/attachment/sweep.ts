import { parseContactFileUrl } from '../contact/file-url.ts';
import type { Logger } from '../log.ts';
import type { LeadReader } from '../store/types.ts';
import type { ObjectRemover } from './screen.ts';

export interface ListedObject {
  path: string;
  /** Epoch ms when the object was created. */
  createdAt: number;
}

export interface ObjectLister {
  list(prefix: string): Promise<ListedObject[]>;
}

export interface SweepOptions {
  bucket: ObjectLister & ObjectRemover;
  leads: Pick<LeadReader, 'filesSince'>;
  /** Prefixes of our bucket's download URLs (ending in `/o/`), to read lead file URLs back. */
  fileUrlPrefixes: readonly string[];
  now: number;
  log: Logger;
  /** An upload younger than this may still become a lead: kept. */
  graceMs?: number;
}

export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads that no lead references once they are a day old: an upload is made seconds
 * before its lead is posted, so one still unreferenced after a day was abandoned (or never meant
 * to be a lead) and should not stay downloadable. Runs daily (scheduled function, local timer).
 */
export async function sweepUnreferencedUploads(
  options: SweepOptions,
): Promise<{ checked: number; removed: number }> {
  const { bucket, now, log } = options;
  const cutoff = now - (options.graceMs ?? UPLOAD_GRACE_MS);
  const candidates = (await bucket.list('contact/')).filter((o) => o.createdAt <= cutoff);
  if (candidates.length === 0) return { checked: 0, removed: 0 };
  // A lead is stored after its upload, so leads since the oldest candidate cover every reference.
  const oldest = Math.min(...candidates.map((o) => o.createdAt));
  const referenced = new Set(
    (await options.leads.filesSince(new Date(oldest).toISOString()))
      .map((url) => parseContactFileUrl(url, options.fileUrlPrefixes)?.path)
      .filter((path): path is string => path !== undefined),
  );
  let removed = 0;
  for (const object of candidates) {
    if (referenced.has(object.path)) continue;
    await bucket.remove(object.path);
    removed++;
  }
  if (removed > 0) log.info('storage.unreferenced_removed', { removed, checked: candidates.length });
  return { checked: candidates.length, removed };
}
