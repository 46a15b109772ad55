import type { DocumentData, Firestore } from 'firebase-admin/firestore';
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
 * Lead store of the deployed function. Kept thin: one batched write per lead, and an outbox whose
 * `nextAttemptAt` doubles as the lease expiry, so "claimable" is a single-field range query
 * (`nextAttemptAt <= now`) that needs no composite index. Sent rows drop out by setting it to null.
 */
export interface FirestoreCollections {
  leads: string;
  outbox: string;
}

const DEFAULT_COLLECTIONS: FirestoreCollections = { leads: 'leads', outbox: 'outbox' };

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
  private outbox() {
    return this.db.collection(this.names.outbox);
  }

  async findLead(id: string): Promise<Lead | null> {
    const doc = await this.leads().doc(id).get();
    return doc.exists ? leadFromData(doc.data()!) : null;
  }

  async saveLead(lead: Lead): Promise<'stored' | 'duplicate'> {
    const batch = this.db.batch();
    batch.create(this.leads().doc(lead.id), { ...lead });
    batch.create(this.outbox().doc(lead.id), {
      leadId: lead.id,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: Date.parse(lead.receivedAt),
      leaseOwner: null,
      lastError: null,
      sentAt: null,
    });
    try {
      await batch.commit();
    } catch (error) {
      // gRPC ALREADY_EXISTS: create() found the lead there; the batch wrote nothing.
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 6)
        return 'duplicate';
      throw error;
    }
    return 'stored';
  }

  async leaseDue({ now, owner, leaseMs, limit }: LeaseRequest): Promise<OutboxItem[]> {
    const due = await this.outbox()
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
      items.push({ id: candidate.id, lead: leadFromData(leadData), attempts: num(claimed, 'attempts') });
    }
    return items;
  }

  private async updateIfOwner(id: string, owner: string, update: () => DocumentData): Promise<boolean> {
    const ref = this.outbox().doc(id);
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

  async nextDueAt(): Promise<number | null> {
    const first = await this.outbox().where('nextAttemptAt', '>=', 0).orderBy('nextAttemptAt').limit(1).get();
    const data = first.docs[0]?.data();
    return data ? num(data, 'nextAttemptAt') : null;
  }

  async leaseOwners(): Promise<string[]> {
    // A single-field inequality (no composite index); sent and dead rows have no owner left.
    const leased = await this.outbox().where('leaseOwner', '!=', null).select('leaseOwner', 'state').get();
    const owners = leased.docs
      .map((doc) => doc.data())
      .filter((data) => data['state'] === 'pending')
      .map((data) => strOrNull(data, 'leaseOwner'))
      .filter((owner): owner is string => owner !== null);
    return [...new Set(owners)];
  }

  async releaseLeasesOf(owner: string, now: number): Promise<number> {
    const leased = await this.outbox().where('leaseOwner', '==', owner).get();
    let released = 0;
    for (const doc of leased.docs) {
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
    const outbox = await this.db.getAll(...leads.docs.map((doc) => this.outbox().doc(doc.id)));
    return leads.docs.map((doc, i) => {
      const status = outbox[i]?.data();
      return { lead: leadFromData(doc.data()), outbox: status ? statusFromData(status) : null };
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
