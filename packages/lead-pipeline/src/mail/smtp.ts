import nodemailer from 'nodemailer';
import type { LeadMail } from './compose.ts';

export interface MailSender {
  /** Resolves only once the SMTP server accepted the message; rejects otherwise. */
  send(mail: LeadMail): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  /** e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

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
 * behind, and the outbox sends few mails. Timeouts are bounded so a stalled server cannot hold a
 * lease longer than the worker's lease time.
 */
export function createSmtpSender(options: SmtpOptions): MailSender {
  const transport = nodemailer.createTransport({
    ...smtpConnectionFromUrl(options.url),
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
      });
      if (info.accepted.length === 0) throw new Error(`SMTP accepted no recipient: ${info.response}`);
    },
    close: () => transport.close(),
  };
}
