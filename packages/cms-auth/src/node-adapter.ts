import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CmsAuthAnswer, CmsAuthRequest } from './github-oauth.ts';

/**
 * node:http's request and response (which Cloud Functions' Express ones extend) around the
 * handler: both hosts, the function and the local server, serve it through this.
 */
export function serveOverNode(handle: (req: CmsAuthRequest) => Promise<CmsAuthAnswer>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const answer = await handle({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
    }).catch(
      // Whatever a request makes the handler throw, it answers: a rejection here would end the host.
      (): CmsAuthAnswer => ({ status: 500, headers: { 'cache-control': 'no-store' }, body: '' }),
    );
    res.writeHead(answer.status, {
      ...answer.headers,
      'content-length': String(Buffer.byteLength(answer.body)),
    });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };
}
