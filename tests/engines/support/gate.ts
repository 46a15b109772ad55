import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the local stack that can hold the page's scripts: "before the app" in any
 * engine, whatever its driver can intercept (WebKitWebDriver intercepts nothing). While held, every
 * `*.js` request waits; the page itself (its HTML, the inline starter, CSS, data) passes.
 */
export interface ScriptGate {
  /** The proxy's origin: the engines browse here instead of the stack. */
  url: string;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export interface GateOptions {
  /**
   * Drop the Content-Security-Policy header. WebKitWebDriver's script evaluation hangs on a page
   * whose CSP has no 'unsafe-eval'; the CSP itself is tested in Chromium (tests/e2e/routes.spec.ts).
   */
  dropCsp?: boolean;
}

export async function startScriptGate(target: string, options: GateOptions = {}): Promise<ScriptGate> {
  let opened: Promise<void> | undefined;
  let open = () => {};

  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', target).pathname;
    if (opened && path.endsWith('.js')) await opened;
    // The function accepts attachment links on the stack's own origin only, and the page links to
    // the origin it was served from: the gate's. A request to the API gets the stack's origin back.
    const body = path.startsWith('/api/') ? await rewrite(req, origin, target) : undefined;
    const headers = body ? { ...req.headers, 'content-length': String(body.length) } : req.headers;
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers },
      (answer) => {
        const headers = { ...answer.headers };
        // Every test starts cold: a script from the cache would pass a held gate.
        headers['cache-control'] = 'no-store';
        delete headers.etag;
        delete headers['last-modified'];
        if (options.dropCsp) delete headers['content-security-policy'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const release = () => {
    opened = undefined;
    open();
  };
  return {
    url: origin,
    hold() {
      opened ??= new Promise<void>((done) => (open = done));
    },
    release,
    close() {
      release();
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

async function rewrite(req: http.IncomingMessage, from: string, to: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.from(Buffer.concat(chunks).toString('utf8').replaceAll(from, new URL(to).origin));
}
