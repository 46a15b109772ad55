import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '@fernhill/lead-pipeline/client-ip';
import type { ClientIpPolicy } from '@fernhill/lead-pipeline/client-ip';
import { handleContactRequest } from '@fernhill/lead-pipeline/core/handler';
import type { ContactDeps } from '@fernhill/lead-pipeline/core/types';

/** node:http adapter for the function core: the stream goes in as the raw body. Hosting adds its headers. */
export async function serveContactApi(
  req: IncomingMessage,
  res: ServerResponse,
  deps: ContactDeps,
  clientIpPolicy: ClientIpPolicy,
): Promise<void> {
  const response = await handleContactRequest(
    {
      method: req.method ?? 'GET',
      headers: req.headers,
      rawBody: req,
      ip: clientIp(req.socket.remoteAddress, req.headers, clientIpPolicy),
    },
    deps,
  );
  const body = JSON.stringify(response.body);
  if (!req.complete) lingerOnClose(req);
  res.writeHead(response.status, { ...response.headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

const LINGER_MS = 2_000;

/**
 * Node closes a connection whose request body was not read to the end as soon as the answer is
 * written, and a close with unread bytes resets it: the client, still sending the body we refused,
 * loses the answer (EPIPE). Lingering close instead: finish our side, discard what still arrives
 * without keeping it, and drop the connection after a bounded time.
 */
function lingerOnClose(req: IncomingMessage): void {
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  req.resume();
}
