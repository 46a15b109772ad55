import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '@fernhill/lead-pipeline/client-ip';
import { handleContactRequest } from '@fernhill/lead-pipeline/core/handler';
import type { ContactDeps } from '@fernhill/lead-pipeline/core/types';
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
