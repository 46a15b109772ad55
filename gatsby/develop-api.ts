/**
 * `gatsby develop` answers what the contact form sends, as `npm start` does: `POST
 * /api/contactFormV2` (and /api/csp-report) and the Cloud Storage stand-in under /v0/b/ are handed
 * to the local stack (server/, the pipeline on SQLite in .data/) in this process, through Gatsby's
 * documented developMiddleware. The stack starts on the first such request, so a page-only session
 * and every production build never load it.
 */
import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
interface App {
  use: (handler: Handler) => void;
}

const handled = (url: string | undefined) => /^\/(api\/|v0\/b\/)/.test(url ?? '');

export function developApi(app: App): void {
  let stack: Promise<{ server: Server }> | null = null;
  const start = async (host: string) => {
    const [{ startLocalStack }, { loadServerConfig }, { downloadUrlPrefix }] = await Promise.all([
      import('@fernhill/local-server/app'),
      import('@fernhill/local-server/config'),
      import('@fernhill/lead-pipeline/contact/file-url'),
    ]);
    const root = process.cwd();
    const config = loadServerConfig(process.env, root);
    const port = host.split(':')[1] ?? '80';
    return startLocalStack({
      ...config,
      // Its own listener is never used: requests arrive from develop's server, below.
      port: 0,
      host: '127.0.0.1',
      // Only the API is served from here; the rewrites come from firebase.json as written.
      publicDir: path.join(root, 'static'),
      hostingConfig: path.join(root, 'firebase.json'),
      // Uploads are made to develop's own address, so the files a lead points at are there.
      fileUrlPrefixes: [`http://${host}`, `http://localhost:${port}`, `http://127.0.0.1:${port}`].map((o) =>
        downloadUrlPrefix(o, config.bucket),
      ),
    });
  };
  app.use((req, res, next) => {
    if (!handled(req.url)) return next();
    stack ??= start(req.headers.host ?? 'localhost:8000');
    stack.then(
      ({ server }) => server.emit('request', req, res),
      (error: unknown) => {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The local stack could not start: ${(error as Error).message}`);
      },
    );
  });
}
