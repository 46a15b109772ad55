import { randomUUID } from 'node:crypto';
import type { ObjectReader, StoredObjectInfo } from '../attachment/inspect.ts';
import type { ObjectRemover } from '../attachment/screen.ts';
import type { ObjectLister } from '../attachment/sweep.ts';

/** Objects held in memory, read through the same ObjectReader the function uses on a real bucket. */
export class MemoryObjects {
  private readonly objects = new Map<string, StoredObjectInfo & { bytes: Buffer; createdAt: number }>();

  create(input: {
    name: string;
    bytes: Buffer;
    contentType: string;
    createdAt?: number;
  }): StoredObjectInfo | 'exists' {
    if (this.objects.has(input.name)) return 'exists';
    const object = {
      bytes: input.bytes,
      size: input.bytes.length,
      contentType: input.contentType,
      downloadTokens: [randomUUID()],
      createdAt: input.createdAt ?? Date.now(),
    };
    this.objects.set(input.name, object);
    return object;
  }

  has(name: string): boolean {
    return this.objects.has(name);
  }

  /** Reader, lister and remover at once: what the upload screen and sweep are given. */
  bucket(): ObjectReader & ObjectLister & ObjectRemover {
    return {
      ...this.objectReader(),
      list: async (prefix) =>
        [...this.objects]
          .filter(([name]) => name.startsWith(prefix))
          .map(([path, object]) => ({ path, createdAt: object.createdAt })),
      remove: async (name) => {
        this.objects.delete(name);
      },
    };
  }

  objectReader(): ObjectReader {
    return {
      stat: async (name) => {
        const object = this.objects.get(name);
        return object
          ? { size: object.size, contentType: object.contentType, downloadTokens: object.downloadTokens }
          : null;
      },
      read: async (name, start, end) =>
        this.objects.get(name)?.bytes.subarray(start, end) ?? new Uint8Array(),
    };
  }
}
