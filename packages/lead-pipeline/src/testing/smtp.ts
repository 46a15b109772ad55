import { createServer as createTcpServer } from 'node:net';
import type { Server as TcpServer, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 whose behaviour can be switched between runs, always on the same
 * port so the sender's SMTP_URL never changes:
 * ok (accepts), down (nothing listens: connection refused), silent (accepts TCP, never greets:
 * timeout), tempfail (451 after DATA), permfail (550 for the recipient), stall (takes the whole
 * message, then never answers), drip (takes the message, then sends a `250-` continuation line every
 * `dripMs` and never the last line: no idle timeout ever fires). The mode is read when the message
 * has arrived, so a send can be left stalling while the mode is switched back for the next ones.
 */
export type SmtpMode = 'ok' | 'down' | 'silent' | 'tempfail' | 'permfail' | 'stall' | 'drip';

export interface ReceivedMail {
  raw: string;
  headers: Record<string, string>;
  body: string;
  envelopeTo: string[];
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Messages held in `stall` or `drip` mode so far. */
  readonly held: number;
  setMode(mode: SmtpMode): Promise<void>;
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** Minimal RFC 5322 reading: unfolded headers (lower-case names) and a quoted-printable-aware body. */
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

// smtp-server keeps its connections here, each with its socket: what a misbehaving reply is written to.
type Connections = Set<{ id: string; _socket: Socket }>;

export async function startTestSmtp(options: { dripMs?: number } = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const drips = new Set<NodeJS.Timeout>();
  let held = 0;
  let mode: SmtpMode = 'ok';
  let port = 0;
  let smtp: SMTPServer | null = null;
  let silent: TcpServer | null = null;
  const silentSockets = new Set<Socket>();

  const startSmtp = () =>
    new Promise<void>((resolve, reject) => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        disableReverseLookup: true,
        onRcptTo(_address, _session, callback) {
          callback(mode === 'permfail' ? smtpError('Mailbox unavailable', 550) : null);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            if (mode === 'tempfail') return callback(smtpError('Try again later', 451));
            if (mode === 'stall' || mode === 'drip') {
              held++;
              // The callback is never called: no final answer to this message, ever.
              const connections = (smtp as unknown as { connections: Connections } | null)?.connections;
              const connection = [...(connections ?? [])].find((c) => c.id === session.id);
              if (mode === 'drip' && connection) {
                const drip = setInterval(() => {
                  if (connection._socket.writable) connection._socket.write('250-Still working on it\r\n');
                  else clearInterval(drip);
                }, options.dripMs ?? 200);
                drips.add(drip);
              }
              return;
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            mails.push({ raw, ...parseMail(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
            callback(null);
          });
        },
      });
      smtp.on('error', () => undefined);
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        port = (smtp?.server.address() as { port: number }).port;
        resolve();
      });
    });

  const startSilent = () =>
    new Promise<void>((resolve, reject) => {
      silent = createTcpServer((socket) => {
        silentSockets.add(socket);
        socket.on('close', () => silentSockets.delete(socket));
        socket.on('error', () => undefined);
      });
      silent.once('error', reject);
      silent.listen(port, '127.0.0.1', () => resolve());
    });

  const stopAll = async () => {
    for (const drip of drips) clearInterval(drip);
    drips.clear();
    const current = smtp;
    smtp = null;
    if (current) {
      // Held conversations would keep close() waiting for its own timeout.
      for (const connection of (current as unknown as { connections: Connections }).connections)
        connection._socket.destroy();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    }
    const tcp = silent;
    silent = null;
    if (tcp) {
      for (const socket of silentSockets) socket.destroy();
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    }
  };

  await startSmtp();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    get held() {
      return held;
    },
    async setMode(next) {
      const needs = (m: SmtpMode) => (m === 'down' ? 'none' : m === 'silent' ? 'silent' : 'smtp');
      if (needs(next) !== needs(mode)) {
        await stopAll();
        if (needs(next) === 'smtp') await startSmtp();
        if (needs(next) === 'silent') await startSilent();
      }
      mode = next;
    },
    close: stopAll,
  };
}
