import { randomUUID } from 'node:crypto';
import type { ObjectReader, StoredObjectInfo } from '../attachment/inspect.ts';

/** Objects held in memory, read through the same ObjectReader the function uses on a real bucket. */
export class MemoryObjects {
  private readonly objects = new Map<string, StoredObjectInfo & { bytes: Buffer }>();

  create(input: { name: string; bytes: Buffer; contentType: string }): StoredObjectInfo | 'exists' {
    if (this.objects.has(input.name)) return 'exists';
    const object = {
      bytes: input.bytes,
      size: input.bytes.length,
      contentType: input.contentType,
      downloadTokens: [randomUUID()],
    };
    this.objects.set(input.name, object);
    return object;
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
