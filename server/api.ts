import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '../functions/src/client-ip.ts';
import { handleContactRequest } from '../functions/src/core/handler.ts';
import type { ContactDeps } from '../functions/src/core/types.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** node:http adapter for the function core: the stream goes in as the raw body. */
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
  res.writeHead(response.status, {
    ...SECURITY_HEADERS,
    ...response.headers,
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}
