import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENT,
  attachmentTypeFor,
  contentTypeMatches,
  loggedContentType,
} from '@fernhill/lead-pipeline/contact/attachment';
import { matchesExtension } from '@fernhill/lead-pipeline/contact/file-type';
import type { FileSample } from '@fernhill/lead-pipeline/contact/file-type';
import { APP_CHECK_HEADER, appCheckNotEnforced } from '@fernhill/lead-pipeline/app-check/verify';
import type { VerifyAppCheck } from '@fernhill/lead-pipeline/app-check/verify';
import { isContactObjectPath } from '@fernhill/lead-pipeline/contact/upload-path';
import type { Clock } from '@fernhill/lead-pipeline/core/types';
import type { Logger } from '@fernhill/lead-pipeline/log';
import type { LocalBucket, StoredObject } from './local-bucket.ts';
import { lingerOnClose } from '../linger.ts';
import { boundaryOf } from './multipart.ts';
import { receiveMultipartUpload } from './multipart-stream.ts';

/**
 * Stand-in for Cloud Storage for Firebase, answering the REST calls the JS SDK makes after
 * `connectStorageEmulator(storage, host, PORT)`: multipart upload, metadata (getDownloadURL) and
 * token download. It enforces what storage.rules enforce in production (create-only under
 * contact/{name}/{file}, ≤ 10 MB, allowed types, no list/update/delete) and additionally sniffs the
 * bytes. Errors use Google's `{ error: { code, message } }` shape; the SDK maps 403 to
 * storage/unauthorized and 404 (metadata/download) to storage/object-not-found.
 */
export interface StorageStandInOptions {
  bucket: LocalBucket;
  clock: Clock;
  log: Logger;
  /** Like the rules' read window: metadata (getDownloadURL) only shortly after upload. */
  readWindowMs?: number;
  /** Uploads received at once; more answer 503 with Retry-After (the SDK retries). */
  maxConcurrentUploads?: number;
  /** App Check on uploads (production enforces it in the console, not in storage.rules). */
  verifyAppCheck?: VerifyAppCheck;
  /** When an upload too slow to finish loses its slot (UPLOAD_STALL). */
  stall?: UploadStall;
}

/**
 * An upload that sends fewer than `minBytes` in any `windowMs` loses its slot (its connection is
 * dropped): eight clients that stop halfway, or drip a byte at a time, would otherwise hold every
 * slot for as long as they like.
 */
export interface UploadStall {
  windowMs: number;
  minBytes: number;
}

// 10 s without 8 KiB (under 0.8 KB/s): far below any connection that can upload a file at all.
export const UPLOAD_STALL: UploadStall = { windowMs: 10_000, minBytes: 8 * 1024 };

// Each upload in flight holds a few hundred KB (see multipart-stream.ts); this bounds the total.
const MAX_CONCURRENT_UPLOADS = 8;
// Past this we stop draining and drop the connection.
const DRAIN_CAP = 4 * ATTACHMENT.maxBytes;

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'x-content-type-options': 'nosniff',
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    ...extra,
  });
  res.end(text);
}

const sendError = (res: ServerResponse, code: number, message: string, extra: Record<string, string> = {}) =>
  sendJson(res, code, { error: { code, message } }, extra);
const denied = (res: ServerResponse) => sendError(res, 403, 'Permission denied.');
const notFound = (res: ServerResponse) => sendError(res, 404, 'Not Found.');

/** Discards the body (so the client sees our answer), up to a cap past which the connection drops. */
function drain(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_CAP) req.destroy();
    });
    req.on('end', () => resolve());
    req.on('error', () => resolve());
    req.on('close', () => resolve());
  });
}

/**
 * Drops the connection of an upload whose body arrives slower than `stall` allows, which ends its
 * receive (as 'aborted') and frees its slot. Counted on the socket, so the parser is untouched.
 */
function dropWhenStalled(req: IncomingMessage, stall: UploadStall, onStall: () => void): () => void {
  let seen = req.socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete) return clearInterval(timer);
    const read = req.socket.bytesRead;
    if (read - seen < stall.minBytes) {
      clearInterval(timer);
      onStall();
      req.destroy();
    }
    seen = read;
  }, stall.windowMs);
  timer.unref();
  return () => clearInterval(timer);
}

function objectResource(object: StoredObject) {
  const fileName = object.name.slice(object.name.lastIndexOf('/') + 1);
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: '1',
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.timeCreated,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    contentEncoding: 'identity',
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(fileName)}`,
    etag: object.md5Hash,
    downloadTokens: object.downloadTokens.join(','),
    metadata: object.customMetadata,
  };
}

function parseMetadataPart(
  text: string,
): { name?: unknown; contentType?: unknown; metadata?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

function customMetadataOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].length <= 100,
  );
  return Object.fromEntries(entries.slice(0, 20).map(([k, v]) => [k, v.slice(0, 1000)]));
}

/** What storage.rules check (size, declared type), plus the bytes matching the extension. */
function uploadProblem(name: string, contentType: string, sample: FileSample): string | null {
  if (sample.size === 0) return 'empty';
  if (sample.size > ATTACHMENT.maxBytes) return 'size';
  if (!contentTypeMatches(name, contentType)) return 'contentType';
  if (!matchesExtension(name, sample)) return 'bytes';
  return null;
}

function safeDecode(value: string | undefined): string | null {
  try {
    return value === undefined ? null : decodeURIComponent(value);
  } catch {
    return null;
  }
}

export class StorageStandIn {
  private readonly options: StorageStandInOptions;
  private readonly readWindowMs: number;
  private uploading = 0;

  constructor(options: StorageStandInOptions) {
    this.options = options;
    this.readWindowMs = options.readWindowMs ?? 10 * 60_000;
  }

  /** Handles `/v0/b/{bucket}/o[/{name}]`; `path` is the raw (still encoded) URL path. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    const match = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?$/.exec(path);
    if (!match || safeDecode(match[1]) !== this.options.bucket.name) return notFound(res);
    if (match[2] === undefined) {
      // Listing is never allowed; uploads go to the bucket's object collection.
      return req.method === 'POST' ? this.upload(req, res, query) : denied(res);
    }
    const name = safeDecode(match[2]);
    if (name === null) return notFound(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return denied(res);
    return query.get('alt') === 'media'
      ? this.download(req, res, name, query.get('token'))
      : this.metadata(res, name);
  }

  private async upload(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const { log } = this.options;
    if (req.headers['x-goog-upload-protocol'] !== 'multipart') {
      await drain(req);
      return sendError(res, 400, 'Only multipart uploads are supported here; use uploadBytes().');
    }
    const token = req.headers[APP_CHECK_HEADER];
    const appCheck = await (this.options.verifyAppCheck ?? appCheckNotEnforced)(
      Array.isArray(token) ? token[0] : token,
    );
    if (!appCheck.ok) {
      log.warn('storage.upload_denied', { reason: 'appCheck' });
      lingerOnClose(req, { discard: false });
      // What Cloud Storage answers when App Check is enforced and the token is missing or invalid.
      return sendError(res, 401, 'App Check token is invalid.', { connection: 'close' });
    }
    const name = query.get('name') ?? '';
    const boundary = boundaryOf(req.headers['content-type']);
    if (!isContactObjectPath(name) || !attachmentTypeFor(name)) {
      log.warn('storage.upload_denied', { reason: 'name' });
      await drain(req);
      return denied(res);
    }
    if (!boundary) {
      await drain(req);
      return sendError(res, 400, 'Malformed multipart upload.');
    }
    if (this.uploading >= (this.options.maxConcurrentUploads ?? MAX_CONCURRENT_UPLOADS)) {
      log.warn('storage.upload_busy', { uploading: this.uploading });
      // Not a byte of the body is read: the answer goes out, the connection closes a moment later.
      lingerOnClose(req, { discard: false });
      return sendError(res, 503, 'Too many uploads at once. Please retry.', {
        'retry-after': '2',
        connection: 'close',
      });
    }
    this.uploading++;
    const stopWatching = dropWhenStalled(req, this.options.stall ?? UPLOAD_STALL, () =>
      log.warn('storage.upload_stalled', { uploading: this.uploading }),
    );
    try {
      await this.receive(req, res, name, boundary);
    } finally {
      stopWatching();
      this.uploading--;
    }
  }

  private async receive(req: IncomingMessage, res: ServerResponse, name: string, boundary: string) {
    const { bucket, log } = this.options;
    const tempPath = await bucket.tempPath();
    try {
      const received = await receiveMultipartUpload(req, boundary, {
        maxFileBytes: ATTACHMENT.maxBytes,
        tempPath,
      });
      if (received === 'aborted') return;
      if (received === 'tooLarge') {
        log.warn('storage.upload_denied', { reason: 'size' });
        return denied(res);
      }
      const metadata = received === 'malformed' ? null : parseMetadataPart(received.metadata);
      if (received === 'malformed' || !metadata || (metadata.name !== undefined && metadata.name !== name)) {
        return sendError(res, 400, 'Malformed multipart upload.');
      }
      const problem = uploadProblem(name, received.contentType, received.sample);
      if (problem) {
        log.warn('storage.upload_denied', {
          reason: problem,
          contentType: loggedContentType(received.contentType),
        });
        return denied(res);
      }
      const stored = await bucket.createFromFile({
        name,
        tempPath,
        size: received.size,
        md5Base64: received.md5Base64,
        contentType: received.contentType,
        customMetadata: customMetadataOf(metadata.metadata),
      });
      if (stored === 'exists') {
        log.warn('storage.upload_denied', { reason: 'exists' });
        return denied(res);
      }
      log.info('storage.uploaded', { size: stored.size, contentType: loggedContentType(stored.contentType) });
      return sendJson(res, 200, objectResource(stored));
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  private async metadata(res: ServerResponse, name: string): Promise<void> {
    const object = await this.options.bucket.stat(name);
    if (!object) return notFound(res);
    if (this.options.clock.now() - Date.parse(object.timeCreated) > this.readWindowMs) return denied(res);
    return sendJson(res, 200, objectResource(object));
  }

  private async download(
    req: IncomingMessage,
    res: ServerResponse,
    name: string,
    token: string | null,
  ): Promise<void> {
    const { bucket } = this.options;
    const object = await bucket.stat(name);
    if (!object) return notFound(res);
    if (!token || !object.downloadTokens.includes(token)) return denied(res);
    const fileName = name.slice(name.lastIndexOf('/') + 1);
    res.writeHead(200, {
      'x-content-type-options': 'nosniff',
      // The type the name promises, never a stored value that could hold what no header may.
      'content-type': attachmentTypeFor(name)?.mimeType ?? 'application/octet-stream',
      'content-length': String(object.size),
      // Never rendered in our origin: an uploaded file is always a download.
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, max-age=0',
    });
    if (req.method === 'HEAD') return void res.end();
    await pipeline(bucket.readStream(name), res);
  }
}
