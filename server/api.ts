import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '@fernhill/lead-pipeline/client-ip';
import { handleContactRequest } from '@fernhill/lead-pipeline/core/handler';
import type { ContactDeps } from '@fernhill/lead-pipeline/core/types';

/** node:http adapter for the function core: the stream goes in as the raw body. Hosting adds its headers. */
export async function serveContactApi(
  req: IncomingMessage,
  res: ServerResponse,
  deps: ContactDeps,
  trustProxyHops: number,
): Promise<void> {
  const response = await handleContactRequest(
    {
      method: req.method ?? 'GET',
      headers: req.headers,
      rawBody: req,
      ip: clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxyHops),
    },
    deps,
  );
  const body = JSON.stringify(response.body);
  const headers: Record<string, string> = { ...response.headers };
  if (!req.complete && headers['connection'] === 'close') {
    // The client may still be sending the body we refused. Closing at once resets the connection
    // before it reads the answer; instead discard what arrives for a moment, then drop it.
    delete headers['connection'];
    res.once('finish', () => setTimeout(() => req.socket.destroy(), LINGER_MS).unref());
  }
  res.writeHead(response.status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

const LINGER_MS = 1_000;
