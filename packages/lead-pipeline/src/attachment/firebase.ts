import type { getStorage } from 'firebase-admin/storage';
import type { ObjectReader } from './inspect.ts';
import type { ObjectRemover } from './screen.ts';
import type { ObjectLister } from './sweep.ts';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}

/** Cloud Storage through the admin SDK: object metadata plus ranged downloads (never the whole file). */
export function firebaseObjectReader(bucket: Bucket): ObjectReader {
  return {
    async stat(path) {
      try {
        const [metadata] = await bucket.file(path).getMetadata();
        const tokens = metadata.metadata?.['firebaseStorageDownloadTokens'];
        return {
          size: Number(metadata.size ?? 0),
          contentType: metadata.contentType ?? 'application/octet-stream',
          downloadTokens: typeof tokens === 'string' ? tokens.split(',') : [],
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(path, start, end) {
      // `end` is inclusive in the SDK; checksums cannot be validated on a partial download.
      const [data] = await bucket.file(path).download({ start, end: end - 1, validation: false });
      return data;
    },
  };
}

/** The same bucket, also listed and cleaned up by the upload screen and the daily sweep. */
export function firebaseBucket(bucket: Bucket): ObjectReader & ObjectLister & ObjectRemover {
  return {
    ...firebaseObjectReader(bucket),
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix, autoPaginate: true });
      return files.map((file) => ({
        path: file.name,
        createdAt: Date.parse(file.metadata.timeCreated ?? '') || 0,
      }));
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
