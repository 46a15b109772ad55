/** @jest-environment node */
// The Firestore emulator's first transactions (a JVM warming up) take seconds on a shared machine.
jest.setTimeout(30_000);

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreLeadStore } from '../firestore.ts';
import { SqliteLeadStore } from '../sqlite.ts';
import type { Lead, LeadReader, LeadStore, OutboxStore } from '../types.ts';
import { tempDir } from '../../testing/temp.ts';

/**
 * One suite, every LeadStore implementation: SQLite, and Firestore on the official emulator that the
 * package's Jest global setup starts (FIRESTORE_EMULATOR_HOST).
 */
type Store = LeadStore & OutboxStore & LeadReader;
interface Implementation {
  name: string;
  open(): Promise<{ store: Store; reopen(): Promise<Store>; close(): Promise<void> }>;
}

const dir = tempDir('store');
afterAll(() => dir.remove());

let counter = 0;
const implementations: Implementation[] = [
  {
    name: 'sqlite',
    async open() {
      const path = `${dir.path}/leads-${++counter}.sqlite`;
      const opened: SqliteLeadStore[] = [new SqliteLeadStore(path)];
      return {
        store: opened[0] as SqliteLeadStore,
        async reopen() {
          const another = new SqliteLeadStore(path);
          opened.push(another);
          return another;
        },
        async close() {
          for (const s of opened) s.close();
        },
      };
    },
  },
  {
    name: 'firestore (emulator)',
    async open() {
      const app = initializeApp({ projectId: 'demo-fernhill' }, `contract-${++counter}`);
      const names = { leads: `leads-${counter}`, outbox: `outbox-${counter}` };
      const store = new FirestoreLeadStore(getFirestore(app), names);
      return {
        store,
        reopen: async () => new FirestoreLeadStore(getFirestore(app), names),
        close: () => deleteApp(app),
      };
    },
  },
];

const T0 = Date.parse('2026-03-02T10:00:00.000Z');
const lead = (id: string, minutes = 0): Lead => ({
  id,
  receivedAt: new Date(T0 + minutes * 60_000).toISOString(),
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'Hello\nworld',
  sendNDA: 'Yes',
  file: null,
  ip: '203.0.113.7',
  userAgent: 'jest',
});

describe.each(implementations)('LeadStore contract: $name', (implementation) => {
  let store: Store;
  let reopen: () => Promise<Store>;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ store, reopen, close } = await implementation.open());
  });
  afterEach(() => close());

  it('stores the lead with a pending outbox row, and lists newest first', async () => {
    await expect(store.saveLead(lead('a', 0))).resolves.toBe('stored');
    await store.saveLead({ ...lead('b', 1), file: 'http://localhost/x', sendNDA: 'No' });
    expect(await store.countLeads()).toBe(2);
    const listed = await store.listLeads(10);
    expect(listed.map((e) => e.lead.id)).toEqual(['b', 'a']);
    expect(listed[1]?.lead).toEqual(lead('a', 0));
    expect(listed[0]?.outbox).toEqual({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: T0 + 60_000,
      sentAt: null,
      lastError: null,
    });
  });

  it('lists the attachment URLs of leads received since a moment (what the upload sweep keeps)', async () => {
    await store.saveLead({ ...lead('old', 0), file: 'http://localhost/old' });
    await store.saveLead({ ...lead('none', 5) });
    await store.saveLead({ ...lead('new', 10), file: 'http://localhost/new' });
    expect(await store.filesSince(new Date(T0 + 5 * 60_000).toISOString())).toEqual(['http://localhost/new']);
    expect((await store.filesSince(new Date(T0).toISOString())).sort()).toEqual([
      'http://localhost/new',
      'http://localhost/old',
    ]);
  });

  it('stores a second lead with the same id once, answering duplicate, and keeps the first', async () => {
    expect(await store.findLead('dup')).toBeNull();
    expect(await store.saveLead(lead('dup'))).toBe('stored');
    expect(await store.saveLead({ ...lead('dup'), message: 'changed' })).toBe('duplicate');
    expect(await store.countLeads()).toBe(1);
    expect(await store.findLead('dup')).toEqual(lead('dup'));
    expect((await store.listLeads(5))[0]?.lead.message).toBe(lead('dup').message);
    expect(await store.leaseDue({ now: T0 + 60_000, owner: 'A', leaseMs: 1000, limit: 10 })).toHaveLength(1);
  });

  it('leases due rows to one owner only, until the lease expires', async () => {
    await store.saveLead(lead('x'));
    const first = await store.leaseDue({ now: T0, owner: 'A', leaseMs: 1000, limit: 10 });
    expect(first.map((i) => [i.id, i.lead.email, i.attempts])).toEqual([['x', 'jane@example.com', 0]]);
    const other = await reopen();
    expect(await other.leaseDue({ now: T0 + 999, owner: 'B', leaseMs: 1000, limit: 10 })).toEqual([]);
    expect(await store.nextDueAt()).toBe(T0 + 1000);
    const taken = await other.leaseDue({ now: T0 + 1000, owner: 'B', leaseMs: 1000, limit: 10 });
    expect(taken.map((i) => i.id)).toEqual(['x']);
    // A lost its lease: it may no longer mark the row.
    expect(await store.markSent('x', 'A', 'late')).toBe(false);
    expect(await other.markSent('x', 'B', '2026-03-02T10:00:01.000Z')).toBe(true);
    // Each lease counts as an attempt: A's, which never reported back, and B's.
    expect((await store.listLeads(1))[0]?.outbox).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await store.leaseDue({ now: T0 + 10_000_000, owner: 'A', leaseMs: 1000, limit: 10 })).toEqual([]);
    expect(await store.nextDueAt()).toBeNull();
  });

  it('gives a row to one of ten workers leasing at the same moment', async () => {
    await store.saveLead(lead('race'));
    const workers = await Promise.all(Array.from({ length: 10 }, () => reopen()));
    const won = await Promise.all(
      workers.map((w, i) => w.leaseDue({ now: T0, owner: `W${i}`, leaseMs: 60_000, limit: 10 })),
    );
    expect(won.flat().map((item) => item.id)).toEqual(['race']);
  });

  it('does not hand out rows before they are due', async () => {
    await store.saveLead(lead('later', 5));
    expect(await store.leaseDue({ now: T0, owner: 'A', leaseMs: 1000, limit: 10 })).toEqual([]);
    expect(await store.leaseDue({ now: T0 + 5 * 60_000, owner: 'A', leaseMs: 1000, limit: 10 })).toHaveLength(
      1,
    );
  });

  it('records a failure, releases the lease and reschedules', async () => {
    await store.saveLead(lead('f'));
    await store.leaseDue({ now: T0, owner: 'A', leaseMs: 60_000, limit: 10 });
    expect(await store.markFailed('f', 'A', { nextAttemptAt: T0 + 5000, error: 'ECONNREFUSED' })).toBe(true);
    expect((await store.listLeads(1))[0]?.outbox).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: T0 + 5000,
      lastError: 'ECONNREFUSED',
    });
    expect(await store.leaseDue({ now: T0 + 4999, owner: 'B', leaseMs: 60_000, limit: 10 })).toEqual([]);
    const retried = await store.leaseDue({ now: T0 + 5000, owner: 'B', leaseMs: 60_000, limit: 10 });
    expect(retried.map((i) => i.attempts)).toEqual([1]);
    expect(await store.markFailed('f', 'A', { nextAttemptAt: T0, error: 'stale' })).toBe(false);
  });

  it('gives a row up: dead, listed with its error, never leased again', async () => {
    await store.saveLead(lead('d'));
    await store.leaseDue({ now: T0, owner: 'A', leaseMs: 60_000, limit: 10 });
    expect(
      await store.markFailed('d', 'A', {
        nextAttemptAt: T0 + 5000,
        error: '550 Mailbox unavailable',
        giveUp: true,
      }),
    ).toBe(true);
    expect((await store.listLeads(1))[0]?.outbox).toMatchObject({
      state: 'dead',
      attempts: 1,
      lastError: '550 Mailbox unavailable',
    });
    expect(await store.leaseDue({ now: T0 + 10_000_000, owner: 'B', leaseMs: 60_000, limit: 10 })).toEqual(
      [],
    );
    expect(await store.nextDueAt()).toBeNull();
  });

  it('names the owners of leased rows and releases one owner’s leases, due at once', async () => {
    for (const id of ['k1', 'k2', 'k3']) await store.saveLead(lead(id));
    await store.leaseDue({ now: T0, owner: 'gone', leaseMs: 60_000, limit: 2 });
    await store.leaseDue({ now: T0, owner: 'alive', leaseMs: 60_000, limit: 1 });
    expect((await store.leaseOwners()).sort()).toEqual(['alive', 'gone']);
    expect(await store.releaseLeasesOf('gone', T0 + 1000)).toBe(2);
    expect(await store.leaseOwners()).toEqual(['alive']);
    // Released rows are due at once, their attempt counted; the live owner's lease still holds.
    const taken = await store.leaseDue({ now: T0 + 1000, owner: 'new', leaseMs: 60_000, limit: 10 });
    expect(taken.map((i) => [i.attempts]).sort()).toEqual([[1], [1]]);
    expect(await store.markSent(taken[0]!.id, 'gone', 'late')).toBe(false);
    expect(await store.releaseLeasesOf('gone', T0 + 2000)).toBe(0);
    // A sent row has no owner left to name.
    await store.markSent(taken[0]!.id, 'new', '2026-03-02T10:00:02.000Z');
    await store.markSent(taken[1]!.id, 'new', '2026-03-02T10:00:02.000Z');
    expect((await store.leaseOwners()).sort()).toEqual(['alive']);
  });

  it('keeps a row per planned channel, each leased, marked and due on its own', async () => {
    const plan = { channels: ['slack', 'webhook', 'autoReply'] as const };
    expect(await store.saveLead(lead('c'), plan)).toBe('stored');
    expect(await store.saveLead(lead('c'), plan)).toBe('duplicate');
    const slack = await store.leaseDue({ now: T0, owner: 'S', leaseMs: 1000, limit: 10, channel: 'slack' });
    expect(slack.map((i) => [i.channel, i.lead.id, i.attempts])).toEqual([['slack', 'c', 0]]);
    // Slack's lease holds nothing else: the e-mail and the webhook are still due.
    expect(await store.nextDueAt('slack')).toBe(T0 + 1000);
    expect(await store.nextDueAt('email')).toBe(T0);
    const webhook = await store.leaseDue({
      now: T0,
      owner: 'W',
      leaseMs: 1000,
      limit: 10,
      channel: 'webhook',
    });
    expect(
      await store.markFailed(webhook[0]!.id, 'W', { nextAttemptAt: T0, error: '500', giveUp: true }),
    ).toBe(true);
    expect(await store.markSent(slack[0]!.id, 'S', '2026-03-02T10:00:01.000Z')).toBe(true);
    const email = await store.leaseDue({ now: T0, owner: 'E', leaseMs: 1000, limit: 10 });
    expect(email.map((i) => [i.id, i.channel])).toEqual([['c', 'email']]);
    expect((await store.leaseOwners()).sort()).toEqual(['E']);
    const [entry] = await store.listLeads(1);
    expect(entry?.outbox).toMatchObject({ state: 'pending', attempts: 1 });
    expect(entry?.channels).toMatchObject({
      email: { state: 'pending' },
      slack: { state: 'sent', sentAt: '2026-03-02T10:00:01.000Z' },
      webhook: { state: 'dead', lastError: '500' },
      autoReply: { state: 'pending', attempts: 0 },
    });
  });

  it('queues an auto-reply for an address at most once a window, counted by normalised address', async () => {
    const plan = {
      channels: ['autoReply'] as const,
      autoReplyWindow: { windowMs: 60 * 60_000, perWindow: 1 },
    };
    const replies = async () =>
      (await store.listLeads(10)).filter((e) => e.channels?.autoReply).map((e) => e.lead.id);
    await store.saveLead(lead('w1', 0), plan);
    await store.saveLead({ ...lead('w2', 30), email: 'JANE+x@example.com' }, plan);
    await store.saveLead({ ...lead('w3', 30), email: 'other@example.com' }, plan);
    await store.saveLead(lead('w4', 60), plan);
    expect((await replies()).sort()).toEqual(['w1', 'w3', 'w4']);
    // Every lead kept its e-mail to the team.
    expect((await store.listLeads(10)).every((e) => e.outbox?.state === 'pending')).toBe(true);
  });

  it('respects the batch limit', async () => {
    for (const id of ['1', '2', '3']) await store.saveLead(lead(id));
    expect(await store.leaseDue({ now: T0, owner: 'A', leaseMs: 1000, limit: 2 })).toHaveLength(2);
    expect(await store.leaseDue({ now: T0, owner: 'B', leaseMs: 1000, limit: 2 })).toHaveLength(1);
  });
});
