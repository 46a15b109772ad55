import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '@fernhill/lead-pipeline/client-ip';
import type { ClientIpPolicy } from '@fernhill/lead-pipeline/client-ip';
import { handleContactRequest } from '@fernhill/lead-pipeline/core/handler';
import type { ContactDeps } from '@fernhill/lead-pipeline/core/types';
import type { createCspReportHandler } from '@fernhill/lead-pipeline/reports/csp';
import { lingerOnClose } from './linger.ts';

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
  if (!req.complete) lingerOnClose(req, { discard: true });
  res.writeHead(response.status, { ...response.headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

/** node:http adapter for the CSP report endpoint: 204, or the handler's refusal with its reason. */
export async function serveCspReport(
  req: IncomingMessage,
  res: ServerResponse,
  handle: ReturnType<typeof createCspReportHandler>,
): Promise<void> {
  const answer = await handle({ method: req.method ?? 'GET', headers: req.headers, rawBody: req });
  if (!req.complete) lingerOnClose(req, { discard: true });
  if (answer.status === 204) {
    res.writeHead(204);
    res.end();
    return;
  }
  const body = JSON.stringify(answer.body);
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}
