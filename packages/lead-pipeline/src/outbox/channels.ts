import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
/**
 * The outbox's channels. Each lead gets one outbox row per channel configured when it is stored, and
 * each channel is leased, retried, backed off and given up on its own, by a worker of its own: a
 * Slack outage or a stalled webhook delays no mail and no other lead.
 */
export const CHANNELS = ['email', 'autoReply', 'slack', 'webhook'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** What saveLead queues beside the lead. */
export interface OutboxPlan {
  /** Channels to queue; `email` is always queued (leads wait for SMTP_URL if it is not set). */
  channels: readonly ChannelName[];
  /** The auto-reply is queued only if its address had fewer than `perWindow` within `windowMs`. */
  autoReplyWindow?: { windowMs: number; perWindow: number };
}

export const EMAIL_ONLY: OutboxPlan = { channels: ['email'] };

export const DEFAULT_AUTO_REPLY_WINDOW = { windowMs: 24 * 60 * 60 * 1000, perWindow: 1 };

/** The channels of a plan, e-mail first and each once. */
export function plannedChannels(plan: OutboxPlan): ChannelName[] {
  return CHANNELS.filter((channel) => channel === 'email' || plan.channels.includes(channel));
}

/**
 * A row's id: the lead id for e-mail (rows stored before channels existed keep theirs), else
 * `{leadId}.{channel}`. Lead ids are UUIDs or test names, never with a dot.
 */
export function outboxRowId(leadId: string, channel: ChannelName): string {
  return channel === 'email' ? leadId : `${leadId}.${channel}`;
}

export function parseOutboxRowId(id: string): { leadId: string; channel: ChannelName } {
  const dot = id.lastIndexOf('.');
  const channel = CHANNELS.find((c) => c === id.slice(dot + 1));
  return dot > 0 && channel ? { leadId: id.slice(0, dot), channel } : { leadId: id, channel: 'email' };
}

/**
 * The address as one mailbox receives it, for the auto-reply's per-address window: lower case, no
 * `+tag`, and no dots in a Gmail local part, so `J.Doe+1@Gmail.com` and `jdoe@gmail.com` count as one.
 */
export function normaliseAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  // As the mail is sent: nodemailer writes bücher.de as xn--bcher-kva.de, one mailbox either way.
  const written = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const domain = domainToASCII(written) || written;
  local = local.split('+')[0] ?? local;
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** One address's auto-replies in the current window, as the stores keep it. */
export interface ReplyWindow {
  windowStart: number;
  count: number;
}

/** Whether one more auto-reply may be queued at `now`, and the window to store if so. */
export function takeReplyAllowance(
  current: ReplyWindow | null,
  now: number,
  plan: OutboxPlan,
): ReplyWindow | null {
  const { windowMs, perWindow } = plan.autoReplyWindow ?? DEFAULT_AUTO_REPLY_WINDOW;
  if (perWindow < 1) return null;
  if (!current || current.windowStart + windowMs <= now) return { windowStart: now, count: 1 };
  return current.count < perWindow ? { ...current, count: current.count + 1 } : null;
}

/** The window is kept under a hash of the normalised address: the address itself stays with its lead. */
export function replyWindowKey(address: string): string {
  return createHash('sha256').update(normaliseAddress(address)).digest('hex');
}
