import type { IncomingMessage } from 'node:http';

const LINGER_MS = 2_000;

/**
 * Node closes a connection whose request body was not read to the end as soon as the answer is
 * written, and a close with unread bytes resets it: a client still sending the body we refused
 * loses the answer (EPIPE on its side). Lingering close instead: finish our side, then drop the
 * connection after a bounded time. `discard` reads and drops what still arrives; otherwise nothing
 * more is read and TCP holds the client back. `read(0)` marks the body as being consumed: without
 * it Node "dumps" an unread body once the answer is written, reading it all at full speed, and 32
 * refused 10 MiB uploads then cost the stand-in ~40 MiB of memory in chunks nobody wanted.
 */
export function lingerOnClose(req: IncomingMessage, { discard }: { discard: boolean }): void {
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  if (discard) req.resume();
  else {
    req.pause();
    req.read(0);
  }
}
