import type { ContactRequest } from '../contact/schema.ts';
import type { ChannelName, OutboxPlan } from '../outbox/channels.ts';

/**
 * A stored contact request: the fields as the contact schema outputs them (said there once), less
 * what only serves the post (the captcha's token; the request id, which becomes the lead's `id`).
 */
export interface Lead extends Omit<ContactRequest, 'captchaToken' | 'requestId' | 'file'> {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /** The attachment's download URL; stored as null without one. */
  file: NonNullable<ContactRequest['file']> | null;
  ip: string;
  userAgent: string | null;
}

/** `dead`: given up after the outbox's bounded attempts; shown by npm run leads, never retried. */
export type OutboxState = 'pending' | 'sent' | 'dead';

/** Delivery state of a lead's notification. */
export interface OutboxStatus {
  state: OutboxState;
  attempts: number;
  /** Epoch ms of the next try while pending. */
  nextAttemptAt: number;
  sentAt: string | null;
  lastError: string | null;
}

export interface LeadWithStatus {
  lead: Lead;
  /** The e-mail to the team. */
  outbox: OutboxStatus | null;
  /** Every channel queued for this lead (e-mail included), by name. */
  channels?: Partial<Record<ChannelName, OutboxStatus>>;
}

/**
 * Where leads are kept. saveLead writes the lead and one outbox row per planned channel in one
 * transaction, so a stored lead always has its pending notifications and nothing can be notified
 * that was not stored. The auto-reply row is only written if the visitor's normalised address is
 * within its window's allowance (counted in the same transaction). A lead whose id is already stored
 * is not written again: 'duplicate'.
 */
export interface LeadStore {
  saveLead(lead: Lead, plan?: OutboxPlan): Promise<'stored' | 'duplicate'>;
  /** The stored lead with this id, if any (a retry is compared with it). */
  findLead(id: string): Promise<Lead | null>;
}

export interface LeadReader {
  listLeads(limit: number): Promise<LeadWithStatus[]>;
  countLeads(): Promise<number>;
  /** The `file` URLs of leads received at or after `receivedFrom` (ISO 8601): uploads still wanted. */
  filesSince(receivedFrom: string): Promise<string[]>;
}

/** A claimed outbox row: only `owner` may mark it until `leaseUntil`. */
export interface OutboxItem {
  id: string;
  channel: ChannelName;
  lead: Lead;
  attempts: number;
}

export interface LeaseRequest {
  now: number;
  owner: string;
  leaseMs: number;
  limit: number;
  /** Only this channel's rows (default `email`). */
  channel?: ChannelName;
}

export interface FailedAttempt {
  nextAttemptAt: number;
  error: string;
  giveUp?: boolean;
}

export interface OutboxStore {
  /** Atomically claims due, unleased (or lease-expired) pending rows for `owner`. */
  leaseDue(request: LeaseRequest): Promise<OutboxItem[]>;
  /** Marks sent if `owner` still holds the lease; false otherwise. */
  markSent(id: string, owner: string, sentAt: string): Promise<boolean>;
  /** Records a failed attempt, releases the lease and schedules the next try, or gives up (dead). */
  markFailed(id: string, owner: string, failure: FailedAttempt): Promise<boolean>;
  /** Epoch ms when the channel's earliest pending row (default `email`) becomes due (lease expiry included), or null if none. */
  nextDueAt(channel?: ChannelName): Promise<number | null>;
  /** Owners holding (or having held, expired) the lease of a pending row. */
  leaseOwners(): Promise<string[]>;
  /** Releases every pending row `owner` leased, due at once (its process is gone); how many. */
  releaseLeasesOf(owner: string, now: number): Promise<number>;
}
