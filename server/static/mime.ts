import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  // rss.xml is a feed; everything else keeps the generic XML type so browsers show it.
  if (path.endsWith('/rss.xml')) return 'application/rss+xml; charset=utf-8';
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Text formats worth compressing; images, fonts and video are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json|wasm)|image\/svg\+xml)/.test(
    contentType,
  );
}
