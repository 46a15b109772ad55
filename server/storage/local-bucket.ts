import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ObjectReader } from '@fernhill/lead-pipeline/attachment/inspect';
import type { ObjectRemover } from '@fernhill/lead-pipeline/attachment/screen';
import type { ListedObject, ObjectLister } from '@fernhill/lead-pipeline/attachment/sweep';
import type { Clock } from '@fernhill/lead-pipeline/core/types';
import { isContactObjectPath } from '@fernhill/lead-pipeline/contact/upload-path';

/** One object's metadata, close to what Cloud Storage keeps. */
export interface StoredObject {
  name: string;
  bucket: string;
  size: number;
  contentType: string;
  md5Hash: string;
  generation: string;
  timeCreated: string;
  downloadTokens: string[];
  customMetadata: Record<string, string>;
}

export interface ReceivedObject {
  name: string;
  tempPath: string;
  size: number;
  md5Base64: string;
  contentType: string;
  customMetadata?: Record<string, string>;
}

export interface NewObject {
  name: string;
  bytes: Buffer;
  contentType: string;
  customMetadata?: Record<string, string>;
}

/**
 * A bucket on local disk: `objects/<name>` holds the bytes, `metadata/<name>.json` the metadata
 * (written last, so an object without metadata does not exist yet). Objects are never overwritten.
 */
export class LocalBucket {
  readonly name: string;
  private readonly root: string;
  private readonly clock: Clock;

  constructor(root: string, bucketName: string, clock: Clock) {
    this.root = resolve(root);
    this.name = bucketName;
    this.clock = clock;
  }

  private pathIn(area: 'objects' | 'metadata', name: string, suffix = ''): string {
    // Names are validated before they get here; this is the second lock on the door.
    if (!isContactObjectPath(name)) throw new Error('invalid object name');
    const base = join(this.root, area);
    const full = resolve(base, `${name}${suffix}`);
    if (!full.startsWith(base + sep)) throw new Error('object name escapes the bucket');
    return full;
  }

  /** A fresh path in the bucket's scratch folder, for a body being received (see createFromFile). */
  async tempPath(): Promise<string> {
    const temp = join(this.root, 'tmp', randomUUID());
    await mkdir(dirname(temp), { recursive: true });
    return temp;
  }

  /**
   * Removes bodies left in the scratch folder by uploads that never finished (a crash mid-upload):
   * those last written more than `olderThanMs` ago (0 at start, when no upload can be in flight).
   * Returns how many were removed.
   */
  async sweepScratch(olderThanMs: number): Promise<number> {
    const dir = join(this.root, 'tmp');
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || this.clock.now() - info.mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  }

  /** 'exists' when the name is taken: uploads never replace an object. */
  async create(object: NewObject): Promise<StoredObject | 'exists'> {
    const temp = await this.tempPath();
    await writeFile(temp, object.bytes);
    return this.createFromFile({
      name: object.name,
      tempPath: temp,
      size: object.bytes.length,
      md5Base64: createHash('md5').update(object.bytes).digest('base64'),
      contentType: object.contentType,
      customMetadata: object.customMetadata,
    });
  }

  /** Moves a received file (in tempPath) into place as a new object; the temp file is removed. */
  async createFromFile(object: ReceivedObject): Promise<StoredObject | 'exists'> {
    const target = this.pathIn('objects', object.name);
    const temp = object.tempPath;
    await mkdir(dirname(target), { recursive: true });
    try {
      // link() fails if the name exists, which makes "create only" atomic.
      await link(temp, target);
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')
        return 'exists';
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
    const now = this.clock.now();
    const stored: StoredObject = {
      name: object.name,
      bucket: this.name,
      size: object.size,
      contentType: object.contentType,
      md5Hash: object.md5Base64,
      generation: String(now * 1000),
      timeCreated: new Date(now).toISOString(),
      downloadTokens: [randomUUID()],
      customMetadata: object.customMetadata ?? {},
    };
    const metadataPath = this.pathIn('metadata', object.name, '.json');
    await mkdir(dirname(metadataPath), { recursive: true });
    const tempMetadata = `${metadataPath}.${randomUUID()}.tmp`;
    await writeFile(tempMetadata, JSON.stringify(stored));
    await rename(tempMetadata, metadataPath);
    return stored;
  }

  async stat(name: string): Promise<StoredObject | null> {
    if (!isContactObjectPath(name)) return null;
    const metadataPath = this.pathIn('metadata', name, '.json');
    if (!existsSync(metadataPath)) return null;
    return JSON.parse(await readFile(metadataPath, 'utf8')) as StoredObject;
  }

  /** The object's bytes as a stream (downloads never hold a file in memory). */
  readStream(name: string): ReadStream {
    return createReadStream(this.pathIn('objects', name));
  }

  /** Bytes [start, end). */
  async read(name: string, start: number, end: number): Promise<Buffer> {
    const handle = await open(this.pathIn('objects', name), 'r');
    try {
      const buffer = Buffer.alloc(Math.max(0, end - start));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Objects whose name starts with `prefix`, with their creation time. */
  async list(prefix: string): Promise<ListedObject[]> {
    const base = join(this.root, 'metadata');
    if (!existsSync(base)) return [];
    const files = (await readdir(base, { recursive: true })).filter((f) => f.endsWith('.json'));
    const listed: ListedObject[] = [];
    for (const file of files) {
      const name = file.split(sep).join('/').slice(0, -'.json'.length);
      if (!name.startsWith(prefix) || !isContactObjectPath(name)) continue;
      const object = await this.stat(name);
      if (object) listed.push({ path: name, createdAt: Date.parse(object.timeCreated) });
    }
    return listed;
  }

  /** Metadata first: from then on the object does not exist, even if removing the bytes fails. */
  async remove(name: string): Promise<void> {
    await rm(this.pathIn('metadata', name, '.json'), { force: true });
    await rm(this.pathIn('objects', name), { force: true });
  }

  /** The view the upload sweep needs. */
  sweepable(): ObjectLister & ObjectRemover {
    return { list: (prefix) => this.list(prefix), remove: (name) => this.remove(name) };
  }

  /** The view the attachment inspector needs. */
  objectReader(): ObjectReader {
    return {
      stat: async (name) => {
        const object = await this.stat(name);
        return (
          object && {
            size: object.size,
            contentType: object.contentType,
            downloadTokens: object.downloadTokens,
          }
        );
      },
      read: (name, start, end) => this.read(name, start, end),
    };
  }
}
