import { STATUS_CODES } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Every refusal the server writes itself says why, in the shape the contact API already answers
 * (`{ ok: false, error, message }`), so a form, a script or a person reading curl's output learns
 * what to change. Headers the request reached are not echoed: the message is fixed text.
 */
export interface Refusal {
  status: number;
  error: string;
  message: string;
  headers?: Record<string, string>;
}

const bodyOf = ({ error, message }: Refusal) => JSON.stringify({ ok: false, error, message });

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function refuse(res: ServerResponse, refusal: Refusal): void {
  const body = bodyOf(refusal);
  res.writeHead(refusal.status, {
    ...BASE_HEADERS,
    ...refusal.headers,
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** For the moments Node hands over the socket instead of a response (unparsable request, CONNECT). */
export function refuseOnSocket(socket: Duplex, refusal: Refusal): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = bodyOf(refusal);
  const headers = { ...BASE_HEADERS, ...refusal.headers, 'content-length': String(Buffer.byteLength(body)) };
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `connection: close\r\n\r\n${body}`,
  );
}

/** A request target superstatic (and any decoder) would choke on: `%` not starting valid UTF-8. */
export function isDecodableTarget(target: string): boolean {
  try {
    decodeURI(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * HTTP/1.1 requires Host (RFC 9112 §3.2). A page gets a short page of the site's, the API and the
 * Storage stand-in the JSON refusal their clients read.
 */
export function refuseWithoutHost(res: ServerResponse, route: 'storage' | 'api' | 'hosting'): void {
  if (route !== 'hosting') return refuse(res, REFUSALS.host);
  const body =
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<h1>Bad request</h1><p>${REFUSALS.host.message}</p><p><a href="/">Go to the home page</a></p></html>`;
  res.writeHead(400, {
    ...BASE_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

export const REFUSALS = {
  host: {
    status: 400,
    error: 'host',
    message: 'The request has no Host header, which HTTP/1.1 requires: say which site it is for.',
  },
  badAddress: {
    status: 400,
    error: 'badAddress',
    message:
      'The address is not valid: a % in it does not start an escape of UTF-8 text (write a literal % as %25).',
  },
  unreadable: { status: 400, error: 'badRequest', message: 'The request could not be read as HTTP.' },
  timeout: {
    status: 408,
    error: 'timeout',
    message: 'The request took too long to arrive. Please send it again.',
  },
  headersTooLarge: {
    status: 431,
    error: 'headersTooLarge',
    message: 'The request’s headers are larger than this server accepts (16 KB in all).',
  },
  connect: {
    status: 405,
    error: 'method',
    message: 'This server is not a proxy: CONNECT is not served.',
    headers: { allow: 'GET, HEAD, POST' },
  },
  expectation: {
    status: 417,
    error: 'expectation',
    message:
      'The Expect header asks for something this server does not do (only 100-continue is understood).',
  },
  starting: {
    status: 503,
    error: 'starting',
    message: 'The server is still starting. Please try again in a moment.',
    headers: { 'retry-after': '1' },
  },
  failed: {
    status: 500,
    error: 'internal',
    message: 'Something went wrong on our side while answering this request. It has been logged.',
  },
} satisfies Record<string, Refusal>;
