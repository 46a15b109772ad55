import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  CHANNELS,
  EMAIL_ONLY,
  outboxRowId,
  parseOutboxRowId,
  plannedChannels,
  replyWindowKey,
  takeReplyAllowance,
} from '../outbox/channels.ts';
import type { ChannelName, OutboxPlan } from '../outbox/channels.ts';
import type {
  FailedAttempt,
  Lead,
  LeadReader,
  LeadStore,
  LeadWithStatus,
  LeaseRequest,
  OutboxItem,
  OutboxStatus,
  OutboxStore,
} from './types.ts';

/**
 * Lead store of the deployed function. Kept thin: one transaction per lead, and an outbox whose
 * `nextAttemptAt` doubles as the lease expiry, so "claimable" is a single-field range query
 * (`nextAttemptAt <= now`) that needs no composite index. Sent rows drop out by setting it to null.
 * Each channel has a collection of its own (`outbox` for e-mail, `outbox-{channel}` beside it), its
 * documents named by lead id, so that query stays single-field and each gets its own trigger.
 */
export interface FirestoreCollections {
  leads: string;
  outbox: string;
}

/** `outbox` for e-mail (the collection rows had before channels), `outbox-{channel}` for the others. */
export function outboxCollection(names: FirestoreCollections, channel: ChannelName): string {
  return channel === 'email' ? names.outbox : `${names.outbox}-${channel}`;
}

export const DEFAULT_COLLECTIONS: FirestoreCollections = { leads: 'leads', outbox: 'outbox' };

function str(data: DocumentData, key: string): string {
  const value: unknown = data[key];
  if (typeof value !== 'string') throw new Error(`firestore lead: field ${key} is not a string`);
  return value;
}
function strOrNull(data: DocumentData, key: string): string | null {
  const value: unknown = data[key];
  return typeof value === 'string' ? value : null;
}
function num(data: DocumentData, key: string): number {
  const value: unknown = data[key];
  return typeof value === 'number' ? value : 0;
}

function leadFromData(data: DocumentData): Lead {
  return {
    id: str(data, 'id'),
    receivedAt: str(data, 'receivedAt'),
    name: str(data, 'name'),
    email: str(data, 'email'),
    message: str(data, 'message'),
    sendNDA: data['sendNDA'] === 'Yes' ? 'Yes' : 'No',
    file: strOrNull(data, 'file'),
    ip: str(data, 'ip'),
    userAgent: strOrNull(data, 'userAgent'),
  };
}

function statusFromData(data: DocumentData): OutboxStatus {
  return {
    state: data['state'] === 'sent' || data['state'] === 'dead' ? data['state'] : 'pending',
    attempts: num(data, 'attempts'),
    nextAttemptAt: num(data, 'nextAttemptAt'),
    sentAt: strOrNull(data, 'sentAt'),
    lastError: strOrNull(data, 'lastError'),
  };
}

export class FirestoreLeadStore implements LeadStore, OutboxStore, LeadReader {
  private readonly db: Firestore;
  private readonly names: FirestoreCollections;

  constructor(db: Firestore, names: FirestoreCollections = DEFAULT_COLLECTIONS) {
    this.db = db;
    this.names = names;
  }

  private leads() {
    return this.db.collection(this.names.leads);
  }
  /** The collection of one channel's rows. */
  private outbox(channel: ChannelName = 'email') {
    return this.db.collection(outboxCollection(this.names, channel));
  }
  private replyWindows() {
    return this.db.collection(`${this.names.outbox}-replyWindow`);
  }
  /** The document of a row id (outboxRowId). */
  private row(id: string) {
    const { leadId, channel } = parseOutboxRowId(id);
    return this.outbox(channel).doc(leadId);
  }

  async findLead(id: string): Promise<Lead | null> {
    const doc = await this.leads().doc(id).get();
    return doc.exists ? leadFromData(doc.data()!) : null;
  }

  async saveLead(lead: Lead, plan: OutboxPlan = EMAIL_ONLY): Promise<'stored' | 'duplicate'> {
    const leadRef = this.leads().doc(lead.id);
    const channels = plannedChannels(plan);
    const windowRef = channels.includes('autoReply')
      ? this.replyWindows().doc(replyWindowKey(lead.email))
      : null;
    const due = Date.parse(lead.receivedAt);
    try {
      return await this.db.runTransaction(async (tx) => {
        // Reads first (a transaction's rule); two saves of one id: the second retries and sees the first.
        const [existing, window] = await tx.getAll(leadRef, ...(windowRef ? [windowRef] : []));
        if (existing?.exists) return 'duplicate' as const;
        tx.create(leadRef, { ...lead });
        for (const channel of channels) {
          if (channel === 'autoReply') {
            const data = window?.data();
            const current = data
              ? { windowStart: num(data, 'windowStart'), count: num(data, 'count') }
              : null;
            const next = windowRef ? takeReplyAllowance(current, due, plan) : null;
            if (!windowRef || !next) continue;
            tx.set(windowRef, next);
          }
          tx.create(this.outbox(channel).doc(lead.id), {
            leadId: lead.id,
            channel,
            state: 'pending',
            attempts: 0,
            nextAttemptAt: due,
            leaseOwner: null,
            lastError: null,
            sentAt: null,
          });
        }
        return 'stored' as const;
      });
    } catch (error) {
      // gRPC ALREADY_EXISTS: create() found the lead there after all; the transaction wrote nothing.
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 6)
        return 'duplicate';
      throw error;
    }
  }

  async leaseDue({ now, owner, leaseMs, limit, channel = 'email' }: LeaseRequest): Promise<OutboxItem[]> {
    const due = await this.outbox(channel)
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(limit)
      .get();
    const items: OutboxItem[] = [];
    for (const candidate of due.docs) {
      // Two workers may see the same candidate; the transaction lets only one of them claim it.
      const claimed = await this.db.runTransaction(async (tx) => {
        const fresh = await tx.get(candidate.ref);
        const data = fresh.data();
        if (!data || data['state'] !== 'pending' || num(data, 'nextAttemptAt') > now) return null;
        // Taking the lease counts the attempt: a crash during the send still counts.
        tx.update(candidate.ref, {
          leaseOwner: owner,
          nextAttemptAt: now + leaseMs,
          attempts: num(data, 'attempts') + 1,
        });
        return data;
      });
      if (!claimed) continue;
      const lead = await this.leads().doc(str(claimed, 'leadId')).get();
      const leadData = lead.data();
      if (!leadData) throw new Error('firestore lead: outbox row without lead');
      items.push({
        id: outboxRowId(candidate.id, channel),
        channel,
        lead: leadFromData(leadData),
        attempts: num(claimed, 'attempts'),
      });
    }
    return items;
  }

  private async updateIfOwner(id: string, owner: string, update: () => DocumentData): Promise<boolean> {
    const ref = this.row(id);
    return this.db.runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      if (!data || data['state'] !== 'pending' || data['leaseOwner'] !== owner) return false;
      tx.update(ref, update());
      return true;
    });
  }

  markSent(id: string, owner: string, sentAt: string): Promise<boolean> {
    return this.updateIfOwner(id, owner, () => ({
      state: 'sent',
      sentAt,
      nextAttemptAt: null,
      leaseOwner: null,
      lastError: null,
    }));
  }

  markFailed(id: string, owner: string, failure: FailedAttempt): Promise<boolean> {
    return this.updateIfOwner(id, owner, () => ({
      // A dead row leaves the due-time index, like a sent one.
      ...(failure.giveUp ? { state: 'dead', nextAttemptAt: null } : { nextAttemptAt: failure.nextAttemptAt }),
      lastError: failure.error.slice(0, 500),
      leaseOwner: null,
    }));
  }

  async nextDueAt(channel: ChannelName = 'email'): Promise<number | null> {
    const first = await this.outbox(channel)
      .where('nextAttemptAt', '>=', 0)
      .orderBy('nextAttemptAt')
      .limit(1)
      .get();
    const data = first.docs[0]?.data();
    return data ? num(data, 'nextAttemptAt') : null;
  }

  async leaseOwners(): Promise<string[]> {
    // A single-field inequality (no composite index); sent and dead rows have no owner left.
    const leased = await Promise.all(
      CHANNELS.map((channel) =>
        this.outbox(channel).where('leaseOwner', '!=', null).select('leaseOwner', 'state').get(),
      ),
    );
    const owners = leased
      .flatMap((snapshot) => snapshot.docs)
      .map((doc) => doc.data())
      .filter((data) => data['state'] === 'pending')
      .map((data) => strOrNull(data, 'leaseOwner'))
      .filter((owner): owner is string => owner !== null);
    return [...new Set(owners)];
  }

  async releaseLeasesOf(owner: string, now: number): Promise<number> {
    const leased = await Promise.all(
      CHANNELS.map((channel) => this.outbox(channel).where('leaseOwner', '==', owner).get()),
    );
    let released = 0;
    for (const doc of leased.flatMap((snapshot) => snapshot.docs)) {
      const done = await this.db.runTransaction(async (tx) => {
        const data = (await tx.get(doc.ref)).data();
        if (!data || data['state'] !== 'pending' || data['leaseOwner'] !== owner) return false;
        tx.update(doc.ref, { leaseOwner: null, nextAttemptAt: Math.min(num(data, 'nextAttemptAt'), now) });
        return true;
      });
      if (done) released++;
    }
    return released;
  }

  async listLeads(limit: number): Promise<LeadWithStatus[]> {
    const leads = await this.leads().orderBy('receivedAt', 'desc').limit(limit).get();
    if (leads.empty) return [];
    const rows = await this.db.getAll(
      ...leads.docs.flatMap((doc) => CHANNELS.map((channel) => this.outbox(channel).doc(doc.id))),
    );
    return leads.docs.map((doc, i) => {
      const channels: LeadWithStatus['channels'] = {};
      CHANNELS.forEach((channel, c) => {
        const status = rows[i * CHANNELS.length + c]?.data();
        if (status) channels[channel] = statusFromData(status);
      });
      return { lead: leadFromData(doc.data()), outbox: channels.email ?? null, channels };
    });
  }

  async filesSince(receivedFrom: string): Promise<string[]> {
    const leads = await this.leads().where('receivedAt', '>=', receivedFrom).select('file').get();
    return leads.docs.map((doc) => strOrNull(doc.data(), 'file')).filter((f): f is string => f !== null);
  }

  async countLeads(): Promise<number> {
    const snapshot = await this.leads().count().get();
    return snapshot.data().count;
  }
}
