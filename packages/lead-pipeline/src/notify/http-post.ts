import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PermanentFailure } from '../outbox/delivery.ts';

export interface PostOptions {
  url: string;
  body: string;
  headers?: Record<string, string>;
  /** The whole exchange, connection to the answer's last byte: a receiver that drips is cut off too. */
  timeoutMs: number;
  /** Names the receiver in errors (never its URL: a Slack webhook's URL is its secret). */
  receiver: string;
}

/** Default whole-exchange limit: well under the outbox lease, and a chat message is small. */
export const HTTP_TIMEOUT_MS = 10_000;

/** 4xx a retry can change (timeout, too many requests); any other 4xx is the receiver refusing. */
const RETRYABLE_4XX = new Set([408, 429]);

/**
 * POSTs JSON once, on a connection of its own (no pool: a stalled socket is destroyed, not reused),
 * following no redirect. Resolves on 2xx; rejects with PermanentFailure on a refusal no retry changes
 * (other 4xx), with an Error otherwise (5xx, 3xx, a network error, the time limit).
 */
export function postJson(options: PostOptions): Promise<void> {
  const url = new URL(options.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = send(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': 'Fernhill-Leads/1',
        ...options.headers,
      },
    });
    const timer = setTimeout(
      () => fail(new Error(`${options.receiver} took longer than ${options.timeoutMs} ms in all; closed`)),
      options.timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      fail(new Error(`${options.receiver} unreachable: ${error.code ?? error.name}`)),
    );
    request.on('response', (response: IncomingMessage) => {
      // The answer's text is not kept (a receiver may echo the lead back); only its status matters.
      response.resume();
      response.on('error', () => fail(new Error(`${options.receiver} answer interrupted`)));
      response.on('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) return resolve();
        const message = `${options.receiver} answered ${status}`;
        reject(
          status >= 400 && status < 500 && !RETRYABLE_4XX.has(status)
            ? new PermanentFailure(message)
            : new Error(message),
        );
      });
    });
    request.end(options.body);
  });
}
