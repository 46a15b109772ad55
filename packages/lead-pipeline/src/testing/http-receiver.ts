import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A real HTTP receiver on 127.0.0.1 standing in for Slack or a webhook endpoint: it records what
 * arrives and answers as its mode says. ok: 200. error500 / error400 / error429: that status.
 * stall: reads the request and never answers. drip: answers 200 with headers, then a byte every
 * `dripMs` forever, so only an overall time limit ends the exchange.
 */
export type ReceiverMode = 'ok' | 'error500' | 'error400' | 'error429' | 'stall' | 'drip';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestReceiver {
  url: string;
  mode: ReceiverMode;
  /** Every request that arrived, whatever it was answered. */
  requests: ReceivedRequest[];
  /** Requests answered 2xx: what the receiver accepted. */
  accepted: ReceivedRequest[];
  close(): Promise<void>;
}

const STATUS: Partial<Record<ReceiverMode, number>> = { error500: 500, error400: 400, error429: 429 };

export async function startTestReceiver(options: { dripMs?: number } = {}): Promise<TestReceiver> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const state: TestReceiver = {
    url: '',
    mode: 'ok',
    requests: [],
    accepted: [],
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      state.requests.push(received);
      const mode = state.mode;
      if (mode === 'stall') return;
      if (mode === 'drip') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('.'), options.dripMs ?? 100);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
        return;
      }
      const status = STATUS[mode] ?? 200;
      if (status === 200) state.accepted.push(received);
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'ok' : 'no');
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  state.close = async () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
