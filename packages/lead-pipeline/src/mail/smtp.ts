import { connect } from 'node:net';
import type { Socket } from 'node:net';
import nodemailer from 'nodemailer';
import type { LeadMail } from './compose.ts';

export interface MailSender {
  /** Resolves only once the SMTP server accepted the message; rejects otherwise. */
  send(mail: LeadMail): Promise<void>;
  /** Ends every send in flight (each rejects) and sends nothing more. */
  close(): void;
}

export interface SmtpOptions {
  /** e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
  /**
   * The whole conversation, connection to the last answer. The other timeouts are per step or per
   * silence: a server that answers `250-` continuation lines every few seconds never trips them.
   */
  sendTimeoutMs?: number;
}

/** Longest one send may take (connect 10 s + greeting 10 s + a long DATA); the lease must exceed it. */
export const SEND_TIMEOUT_MS = 45_000;

/**
 * nodemailer ignores every other option when given `url`, timeouts included, so the URL is taken
 * apart here. smtp:// upgrades with STARTTLS when offered; smtps:// is TLS from the start.
 */
export function smtpConnectionFromUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
  };
}

/**
 * One connection per mail, no pool: a failing server cannot leave a half-broken pooled socket
 * behind, and the outbox sends few mails. The socket is opened here (nodemailer's `getSocket`), so
 * when a send passes its overall time limit, or the sender is closed, that socket is destroyed and
 * the conversation ends, whatever the server keeps sending.
 */
export function createSmtpSender(options: SmtpOptions): MailSender {
  const connection = smtpConnectionFromUrl(options.url);
  const connectionTimeoutMs = options.connectionTimeoutMs ?? 10_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const inFlight = new Set<(error: Error) => void>();
  let closed = false;

  const sendOnce = (mail: LeadMail) =>
    new Promise<void>((resolve, reject) => {
      let socket: Socket | null = null;
      const finish = (error?: Error) => {
        if (!inFlight.delete(abort)) return;
        clearTimeout(timer);
        socket?.destroy();
        transport.close();
        if (error) reject(error);
        else resolve();
      };
      const abort = (error: Error) => finish(error);
      inFlight.add(abort);
      const timer = setTimeout(
        () => abort(new Error(`SMTP send took longer than ${sendTimeoutMs} ms in all; connection closed`)),
        sendTimeoutMs,
      );
      const transport = nodemailer.createTransport({
        ...connection,
        connectionTimeout: connectionTimeoutMs,
        greetingTimeout: options.greetingTimeoutMs ?? 10_000,
        socketTimeout: options.socketTimeoutMs ?? 30_000,
        // nodemailer wraps this socket in TLS itself for smtps:// and after STARTTLS.
        getSocket(_options, callback) {
          const opened = connect({ host: connection.host, port: connection.port });
          socket = opened;
          opened.setTimeout(connectionTimeoutMs, () => opened.destroy(new Error('SMTP connection timeout')));
          const failed = (error: Error) => callback(error);
          opened.once('error', failed);
          opened.once('connect', () => {
            opened.setTimeout(0);
            opened.off('error', failed);
            callback(null, { connection: opened });
          });
        },
      });
      transport
        .sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
          headers: mail.headers,
        })
        .then(
          (info) =>
            finish(
              info.accepted.length === 0
                ? new Error(`SMTP accepted no recipient: ${info.response}`)
                : undefined,
            ),
          (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
        );
    });

  return {
    async send(mail) {
      if (closed) throw new Error('SMTP sender closed');
      await sendOnce(mail);
    },
    close() {
      closed = true;
      for (const abort of [...inFlight]) abort(new Error('SMTP sender closed during the send'));
    },
  };
}
