import { gunzipSync } from 'node:zlib';
import type { PreloadManifest } from '../../src/components/search/contract.ts';

/** A file of Pagefind's bundle, as its Node API's `getFiles()` returns it. */
export interface BundleFile {
  path: string;
  content: Uint8Array;
}

const SIGNATURE = 'pagefind_dcd';

/**
 * Just enough CBOR (RFC 8949) for Pagefind's metadata: integers, strings, arrays, maps, tags and
 * simple values, definite or indefinite length. Floats are not used there and are refused.
 */
function decodeCbor(bytes: Uint8Array): unknown {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  let at = 0;
  const length = (info: number): number => {
    if (info < 24) return info;
    const size = 1 << (info - 24); // 24..27: the length follows in 1, 2, 4 or 8 bytes
    const value =
      size === 1
        ? view.getUint8(at)
        : size === 2
          ? view.getUint16(at)
          : size === 4
            ? view.getUint32(at)
            : Number(view.getBigUint64(at));
    at += size;
    return value;
  };
  const item = (): unknown => {
    const head = view.getUint8(at++);
    const major = head >> 5;
    const info = head & 31;
    if (major === 7) {
      if (info === 20 || info === 21) return info === 21;
      if (info === 22 || info === 23) return null;
      throw new Error(`CBOR: simple value ${info} is not expected in Pagefind's metadata`);
    }
    const indefinite = info === 31;
    const n = indefinite ? Infinity : length(info);
    const more = (i: number) => (indefinite ? view.getUint8(at) !== 0xff : i < n);
    const end = <T>(value: T) => {
      if (indefinite) at++; // the 0xff break
      return value;
    };
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
      case 3: {
        if (indefinite) {
          let joined = '';
          while (more(0)) joined += String(item());
          return end(joined);
        }
        const slice = bytes.subarray(at, (at += n));
        return major === 3 ? text.decode(slice) : slice;
      }
      case 4: {
        const list: unknown[] = [];
        for (let i = 0; more(i); i++) list.push(item());
        return end(list);
      }
      case 5: {
        const map = new Map<unknown, unknown>();
        for (let i = 0; more(i); i++) map.set(item(), item());
        return end(map);
      }
      default: // 6: a tag, then the tagged item
        return item();
    }
  };
  return item();
}

/** Pagefind's metadata file, gzipped, the signature, then CBOR. */
export function readMeta(content: Uint8Array): unknown {
  const raw = gunzipSync(content);
  if (raw.subarray(0, SIGNATURE.length).toString() !== SIGNATURE)
    throw new Error('Pagefind metadata: signature missing');
  return decodeCbor(raw.subarray(SIGNATURE.length));
}

const isChunk = (entry: unknown): entry is [string, string, string] =>
  Array.isArray(entry) && entry.length >= 3 && entry.slice(0, 3).every((part) => typeof part === 'string');

/**
 * The index chunks in the metadata, `[from, to, hash]` each: found as the list whose hashes name
 * the bundle's `index/` files, so a change in Pagefind's format fails the build here, loudly.
 */
function indexChunks(meta: unknown, chunkFiles: Set<string>) {
  const found = Array.isArray(meta)
    ? meta.find(
        (part): part is [string, string, string][] =>
          Array.isArray(part) &&
          part.length > 0 &&
          part.every((entry) => isChunk(entry) && chunkFiles.has(entry[2])),
      )
    : undefined;
  if (!found || found.length !== chunkFiles.size)
    throw new Error("Pagefind metadata: its index chunks do not match the bundle's index/ files");
  return found.map(([from, to, hash]) => ({ from, to, hash }));
}

const under = (file: BundleFile, folder: string) => file.path.replaceAll('\\', '/').startsWith(`${folder}/`);

/** The manifest for a bundle just written (one language: the site is English only). */
export function preloadManifest(files: BundleFile[], sections: string[]): PreloadManifest {
  const metas = files.filter((file) => file.path.endsWith('.pf_meta'));
  if (metas.length !== 1)
    throw new Error(`Pagefind bundle: expected one metadata file, found ${metas.length}`);
  const chunkFiles = new Set(
    files.filter((file) => under(file, 'index')).map((file) => file.path.replace(/^.*\/|\.pf_index$/g, '')),
  );
  const chunks = indexChunks(readMeta(metas[0]!.content), chunkFiles);
  const loaded = files.filter((file) =>
    ['index', 'fragment', 'filter'].some((folder) => under(file, folder)),
  );
  return {
    terms: chunks.map((chunk) => chunk.from || chunk.to),
    sections: [...new Set(sections)].sort(),
    bytes: loaded.reduce((sum, file) => sum + file.content.byteLength, 0),
  };
}
