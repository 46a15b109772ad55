import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { SECURITY_HEADERS } from '../security-headers.ts';
import { cacheControlFor, REVALIDATE } from './cache-policy.ts';
import { contentTypeFor, isCompressible } from './mime.ts';
import { canonicalRoute, scanSite } from './site-files.ts';
import type { SiteFiles } from './site-files.ts';

/** Serves a Gatsby production build the way Firebase Hosting is configured to (see firebase.json). */

type Encoding = 'br' | 'gzip' | 'identity';

interface Variants {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Compressed copies are made once per file on first request and kept; a site build is bounded.
const MAX_COMPRESSED_FILE = 8 * 1024 * 1024;

/** Picks br, then gzip, honouring q=0; identity otherwise. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}

export class StaticSite {
  readonly site: SiteFiles;
  private readonly variants = new Map<string, Promise<Variants>>();

  constructor(publicDir: string) {
    this.site = scanSite(publicDir);
  }

  handle(req: IncomingMessage, res: ServerResponse, path: string, search: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {
        ...SECURITY_HEADERS,
        allow: 'GET, HEAD',
        'content-type': 'text/plain; charset=utf-8',
      });
      res.end('Method Not Allowed');
      return Promise.resolve();
    }
    const page = this.site.routes.get(path);
    if (page) return this.sendFile(req, res, page, path, 200);
    const asset = this.site.assets.get(path);
    const canonical = canonicalRoute(this.site, path);
    if (asset && !(canonical && path.endsWith('/index.html')))
      return this.sendFile(req, res, asset, path, 200);
    if (canonical) {
      // Relative Location built from the route table only: never an open redirect.
      res.writeHead(301, {
        ...SECURITY_HEADERS,
        location: canonical + search,
        'cache-control': 'public, max-age=3600',
      });
      res.end();
      return Promise.resolve();
    }
    if (this.site.notFoundPage) return this.sendFile(req, res, this.site.notFoundPage, '/404.html', 404);
    res.writeHead(404, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end('Page not found');
    return Promise.resolve();
  }

  private compressed(file: string): Promise<Variants> {
    let variants = this.variants.get(file);
    if (!variants) {
      variants = (async () => {
        const identity = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(identity, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
          }),
          gzipAsync(identity, { level: 9 }),
        ]);
        return { identity, br, gzip: gz };
      })();
      variants.catch(() => this.variants.delete(file));
      this.variants.set(file, variants);
    }
    return variants;
  }

  private async sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    urlPath: string,
    status: number,
  ) {
    const stat = statSync(file);
    const contentType = contentTypeFor(file);
    const compressible = isCompressible(contentType) && stat.size <= MAX_COMPRESSED_FILE;
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const headers: Record<string, string | number> = {
      ...SECURITY_HEADERS,
      'content-type': contentType,
      'cache-control': status === 200 ? cacheControlFor(urlPath) : REVALIDATE,
      etag,
      'last-modified': stat.mtime.toUTCString(),
    };
    if (compressible) headers['vary'] = 'Accept-Encoding';

    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (!compressible) {
      res.writeHead(status, { ...headers, 'content-length': stat.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const body = (await this.compressed(file))[encoding];
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(status, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
