import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { EDITOR_PATH, writeEditor } from './build.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * /admin/ in `gatsby develop` (`npm run cms`), through Gatsby's documented developMiddleware: the
 * editor is written into .cache/admin on its first request (so a page-only session never builds
 * it) and again when its page is reloaded, so a field added to the model appears on reload.
 */
export function editorMiddleware(app: { use: (handler: Handler) => void }): void {
  const dir = path.join(process.cwd(), '.cache', 'admin');
  let ready: Promise<unknown> | null = null;
  app.use((req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/admin') {
      res.writeHead(301, { location: EDITOR_PATH }).end();
      return;
    }
    if (!url.pathname.startsWith(EDITOR_PATH)) return next();
    const file = url.pathname.slice(EDITOR_PATH.length) || 'index.html';
    if (file === 'index.html' || !ready) ready = writeEditor(process.cwd(), dir, { minify: false });
    ready.then(
      () => {
        const full = path.join(dir, path.basename(file));
        if (!existsSync(full)) return next();
        res.writeHead(200, {
          'content-type': TYPES[path.extname(full)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
        res.end(readFileSync(full));
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The editor could not be built: ${(error as Error).message}`);
      },
    );
  });
}
