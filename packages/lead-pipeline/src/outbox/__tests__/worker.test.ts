/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { createMemoryLogger } from '../../testing/memory-logger.ts';
import { createSmtpSender } from '../../mail/smtp.ts';
import type { MailSender } from '../../mail/smtp.ts';
import { SqliteLeadStore } from '../../store/sqlite.ts';
import type { Lead } from '../../store/types.ts';
import { systemClock } from '../../core/types.ts';
import { manualClock } from '../../testing/clock.ts';
import type { ManualClock } from '../../testing/clock.ts';
import { startTestSmtp } from '../../testing/smtp.ts';
import type { SmtpMode, TestSmtp } from '../../testing/smtp.ts';
import { tempDir } from '../../testing/temp.ts';
import { stopwatch, waitFor } from '../../testing/wait.ts';
import { OutboxWorker } from '../worker.ts';
import type { OutboxWorkerOptions } from '../worker.ts';

const MAIL = { from: 'Fernhill Studio website <leads@fernhill.studio>', to: 'hello@fernhill.studio' };
const RETRY = { baseMs: 1_000, capMs: 8_000 };
const LEASE_MS = 60_000;

const dir = tempDir('outbox');
let smtp: TestSmtp;
let sender: MailSender;
let clock: ManualClock;
let dbPath: string;
const stores: SqliteLeadStore[] = [];
let counter = 0;

function openStore(): SqliteLeadStore {
  const store = new SqliteLeadStore(dbPath);
  stores.push(store);
  return store;
}

/** Now, as the store's timestamps write it. */
const now = () => new Date().toISOString();

function worker(store: SqliteLeadStore, extra: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  return new OutboxWorker({
    store,
    sender,
    mail: MAIL,
    clock,
    log: createMemoryLogger(),
    leaseMs: LEASE_MS,
    retry: RETRY,
    ...extra,
  });
}

function lead(id: string): Lead {
  return {
    id,
    receivedAt: new Date(clock.now()).toISOString(),
    name: 'Jane Doe',
    email: 'jane@example.com',
    message: `Project ${id}`,
    sendNDA: 'No',
    file: null,
    ip: '203.0.113.7',
    userAgent: null,
  };
}

const mailsFor = (id: string) =>
  smtp.mails.filter((m) => m.headers['message-id'] === `<lead-${id}@fernhill.studio>`);

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Tight timeouts keep the timeout scenario fast; production defaults are seconds.
  sender = createSmtpSender({
    url: smtp.url,
    connectionTimeoutMs: 500,
    greetingTimeoutMs: 300,
    socketTimeoutMs: 500,
  });
});
afterAll(async () => {
  sender.close();
  await smtp.close();
  dir.remove();
});
beforeEach(async () => {
  await smtp.setMode('ok');
  smtp.mails.length = 0;
  clock = manualClock();
  dbPath = `${dir.path}/leads-${++counter}.sqlite`;
});
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

describe('OutboxWorker with SQLite and a real SMTP server', () => {
  it('sends a stored lead once, with its subject, Reply-To and Message-ID', async () => {
    const store = openStore();
    await store.saveLead(lead('one'));
    const w = worker(store);
    await expect(w.runOnce()).resolves.toEqual({ sent: 1, failed: 0 });
    await expect(w.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.headers['subject']).toBe('New project inquiry from Jane Doe');
    expect(mail?.headers['reply-to']).toBe('Jane Doe <jane@example.com>');
    expect(mail?.envelopeTo).toEqual(['hello@fernhill.studio']);
    expect(mail?.body).toContain('Message:\nProject one');
    expect((await store.listLeads(1))[0]?.outbox).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it.each<[string, SmtpMode]>([
    ['refusing connections', 'down'],
    ['timing out (never greets)', 'silent'],
    ['answering 4xx', 'tempfail'],
    ['answering 5xx', 'permfail'],
  ])('recovers from SMTP %s: stored once, sent exactly once after recovery', async (_label, fault) => {
    const store = openStore();
    await store.saveLead(lead('f'));
    const w = worker(store);
    await smtp.setMode(fault);
    await expect(w.runOnce()).resolves.toEqual({ sent: 0, failed: 1 });
    expect(smtp.mails).toHaveLength(0);
    const [entry] = await store.listLeads(10);
    expect(entry?.outbox).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: clock.now() + RETRY.baseMs,
    });
    expect(entry?.outbox?.lastError).toBeTruthy();

    await smtp.setMode('ok');
    clock.advance(RETRY.baseMs - 1);
    await expect(w.runOnce()).resolves.toEqual({ sent: 0, failed: 0 }); // backoff respected
    clock.advance(1);
    await expect(w.runOnce()).resolves.toEqual({ sent: 1, failed: 0 });
    await expect(w.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(mailsFor('f')).toHaveLength(1);
    expect(await store.countLeads()).toBe(1);
  });

  it('backs off exponentially and caps the delay', async () => {
    const store = openStore();
    await store.saveLead(lead('b'));
    const w = worker(store);
    await smtp.setMode('down');
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = clock.now();
      await w.runOnce();
      const next = (await store.listLeads(1))[0]?.outbox?.nextAttemptAt ?? 0;
      delays.push(next - before);
      clock.advance(next - before);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('sends after the process died between storing and sending (new worker, same file)', async () => {
    await openStore().saveLead(lead('crash')); // then the process "dies": no worker ever ran
    const fresh = worker(openStore());
    await expect(fresh.runOnce()).resolves.toEqual({ sent: 1, failed: 0 });
    expect(mailsFor('crash')).toHaveLength(1);
  });

  it('takes over a lease held by a worker that died mid-send, only once the lease expired', async () => {
    const first = openStore();
    await first.saveLead(lead('leased'));
    await first.leaseDue({ now: clock.now(), owner: 'dead-worker', leaseMs: LEASE_MS, limit: 10 }); // then it dies
    const fresh = worker(openStore());
    await expect(fresh.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    clock.advance(LEASE_MS);
    await expect(fresh.runOnce()).resolves.toEqual({ sent: 1, failed: 0 });
    expect(mailsFor('leased')).toHaveLength(1);
    await expect(first.markSent('leased', 'dead-worker', 'x')).resolves.toBe(false);
  });

  it('never lets two workers on one database send the same row', async () => {
    const ids = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'];
    const store = openStore();
    for (const id of ids) await store.saveLead(lead(id));
    const a = worker(openStore(), { batchSize: 2 });
    const b = worker(openStore(), { batchSize: 2 });
    for (let round = 0; round < 3; round++)
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(smtp.mails).toHaveLength(ids.length);
    for (const id of ids) expect(mailsFor(id)).toHaveLength(1);
  });

  it('gives up after the bounded attempts: dead letter, one ERROR line, no more tries', async () => {
    const store = openStore();
    await store.saveLead(lead('dead'));
    await smtp.setMode('permfail');
    const log = createMemoryLogger();
    const w = worker(store, { log, maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await w.runOnce();
      clock.advance(RETRY.capMs);
    }
    expect((await store.listLeads(1))[0]?.outbox).toMatchObject({ state: 'dead', attempts: 3 });
    expect(log.entries.filter((e) => e.severity === 'ERROR').map((e) => e.event)).toEqual([
      'outbox.dead_letter',
    ]);
    expect(log.entries.filter((e) => e.event === 'outbox.send_failed')).toHaveLength(2);
  });

  it('leases one row per send, so a batch of slow sends never outlives its lease', async () => {
    const store = openStore();
    for (const id of ['s1', 's2', 's3']) await store.saveLead(lead(id));
    const sent: string[] = [];
    const other = worker(openStore(), {
      sender: { send: async (m) => void sent.push(m.messageId), close() {} },
    });
    // Each send takes 50 s of a 60 s lease; another worker looks for due rows after every send.
    const slow: MailSender = {
      async send(mail) {
        sent.push(mail.messageId);
        clock.advance(50_000);
        await other.runOnce();
      },
      close() {},
    };
    await worker(store, { sender: slow, batchSize: 10, concurrency: 1 }).runOnce();
    expect([...sent].sort()).toEqual(['s1', 's2', 's3'].map((id) => `<lead-${id}@fernhill.studio>`));
  });

  it('keeps sending while one send stalls: a bounded number in flight, each lane on its own', async () => {
    const store = openStore();
    for (const id of ['stall', 'b', 'c', 'd']) await store.saveLead(lead(id));
    const sent: string[] = [];
    let release = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    let inFlight = 0;
    let most = 0;
    const w = worker(store, {
      concurrency: 2,
      sender: {
        async send(mail) {
          most = Math.max(most, ++inFlight);
          if (mail.messageId.includes('stall')) await stalled;
          sent.push(mail.messageId);
          inFlight--;
        },
        close() {},
      },
    });
    const run = w.runOnce();
    // The other three go out while the first SMTP conversation hangs.
    for (let i = 0; i < 50 && sent.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sent).toEqual(['b', 'c', 'd'].map((id) => `<lead-${id}@fernhill.studio>`));
    release();
    await expect(run).resolves.toEqual({ sent: 4, failed: 0 });
    expect(most).toBe(2);
  });

  it('counts a send the process died during as an attempt, and gives up when none is left', async () => {
    const store = openStore();
    await store.saveLead(lead('poison'));
    const log = createMemoryLogger();
    for (let crash = 0; crash < 2; crash++) {
      // A worker takes the row, then the process dies mid-send; the lease expires.
      await store.leaseDue({ now: clock.now(), owner: `crashed-${crash}`, leaseMs: LEASE_MS, limit: 1 });
      clock.advance(LEASE_MS);
    }
    expect((await store.listLeads(1))[0]?.outbox).toMatchObject({ state: 'pending', attempts: 2 });
    await worker(store, { log, maxAttempts: 2 }).runOnce();
    // Given up without a third send (the lease that found no attempt left is counted too).
    expect((await store.listLeads(1))[0]?.outbox).toMatchObject({ state: 'dead' });
    expect(mailsFor('poison')).toHaveLength(0);
    expect(log.entries.map((e) => e.event)).toContain('outbox.dead_letter');
  });

  it('runs as a loop: wake() after a new lead sends it promptly; stop() ends the loop', async () => {
    const store = openStore();
    const w = worker(store, { clock: systemClock, idleMs: 10_000 });
    w.start();
    await store.saveLead({ ...lead('loop'), receivedAt: new Date().toISOString() });
    w.wake();
    await waitFor(() => mailsFor('loop').length > 0, 3_000);
    await w.stop();
    expect(mailsFor('loop')).toHaveLength(1);
  });

  it('more stalled sends than lanes still delay no other lead: a slow lane is replaced', async () => {
    const store = openStore();
    const patient = createSmtpSender({ url: smtp.url, socketTimeoutMs: 10_000, sendTimeoutMs: 3_000 });
    const w = worker(store, {
      clock: systemClock,
      idleMs: 10_000,
      sender: patient,
      concurrency: 2,
      slowSendMs: 200,
    });
    const heldBefore = smtp.held;
    w.start();
    try {
      await smtp.setMode('stall');
      for (const id of ['h1', 'h2', 'h3']) {
        await store.saveLead({ ...lead(id), receivedAt: now() });
        w.wake();
      }
      // Three conversations held with two lanes: the third lead got a lane of its own.
      expect(await waitFor(() => smtp.held === heldBefore + 3, 2_000)).toBe(true);
      await smtp.setMode('ok');
      const sinceStored = stopwatch();
      const others = ['m1', 'm2', 'm3'];
      for (const id of others) {
        await store.saveLead({ ...lead(id), receivedAt: now() });
        w.wake();
      }
      expect(await waitFor(() => others.every((id) => mailsFor(id).length === 1), 1_500)).toBe(true);
      expect(sinceStored()).toBeLessThan(1_500);
      expect(['h1', 'h2', 'h3'].map((id) => mailsFor(id).length)).toEqual([0, 0, 0]);
    } finally {
      await w.stop();
      patient.close();
    }
  });

  it('twenty stalled conversations hold no new lead: no cap of 16 sends in flight (defect #4)', async () => {
    const store = openStore();
    // The default lanes and bound; only the slow-send threshold is shortened to keep the test short.
    const patient = createSmtpSender({ url: smtp.url, socketTimeoutMs: 10_000, sendTimeoutMs: 4_000 });
    const w = worker(store, { clock: systemClock, idleMs: 10_000, sender: patient, slowSendMs: 100 });
    const heldBefore = smtp.held;
    const stalled = Array.from({ length: 20 }, (_, i) => `held${i}`);
    w.start();
    try {
      await smtp.setMode('stall');
      for (const id of stalled) {
        await store.saveLead({ ...lead(id), receivedAt: now() });
        w.wake();
      }
      expect(await waitFor(() => smtp.held === heldBefore + 20, 3_000)).toBe(true);
      await smtp.setMode('ok');
      const sinceStored = stopwatch();
      await store.saveLead({ ...lead('fresh'), receivedAt: now() });
      w.wake();
      expect(await waitFor(() => mailsFor('fresh').length === 1, 1_500)).toBe(true);
      expect(sinceStored()).toBeLessThan(1_500);
    } finally {
      await w.stop();
      patient.close();
    }
  }, 15_000);

  it.each(['stall', 'drip'] as const)(
    'a send whose server %ss after DATA delays no other lead, and ends at its overall time limit',
    async (misbehaviour) => {
      const store = openStore();
      // Idle timeouts longer than the test: only the overall limit can end the held conversation.
      const patient = createSmtpSender({ url: smtp.url, socketTimeoutMs: 10_000, sendTimeoutMs: 2_500 });
      const log = createMemoryLogger();
      const w = worker(store, { clock: systemClock, idleMs: 10_000, sender: patient, log });
      const heldBefore = smtp.held;
      w.start();
      try {
        await smtp.setMode(misbehaviour);
        await store.saveLead({ ...lead('held'), receivedAt: now() });
        w.wake();
        expect(await waitFor(() => smtp.held === heldBefore + 1, 2_000)).toBe(true);
        await smtp.setMode('ok');
        const sinceStored = stopwatch();
        const others = ['n1', 'n2', 'n3', 'n4', 'n5'];
        for (const id of others) {
          await store.saveLead({ ...lead(id), receivedAt: now() });
          w.wake();
        }
        expect(await waitFor(() => others.every((id) => mailsFor(id).length === 1), 1_500)).toBe(true);
        // Mailed in their normal time, while the first conversation was still held.
        expect(sinceStored()).toBeLessThan(1_500);
        expect(mailsFor('held')).toHaveLength(0);
        // The limit ends the held send; its retry (1 s later) goes out once.
        expect(await waitFor(() => mailsFor('held').length === 1, 6_000)).toBe(true);
        expect(log.entries).toContainEqual(
          expect.objectContaining({
            event: 'outbox.send_failed',
            id: 'held',
            error: expect.stringMatching(/2500 ms/),
          }),
        );
      } finally {
        await w.stop();
        patient.close();
      }
    },
    15_000,
  );

  it('takes back at start the leases of a process on this host that is gone, and only those', async () => {
    const store = openStore();
    for (const id of ['orphan', 'live', 'remote'])
      await store.saveLead({ ...lead(id), receivedAt: new Date().toISOString() });
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const lease = (owner: string) => store.leaseDue({ now: Date.now(), owner, leaseMs: LEASE_MS, limit: 1 });
    await lease(`${hostname()}:${deadPid}:0dead000`);
    await lease(`${hostname()}:${process.ppid}:0a11e000`); // this test's parent: alive
    await lease(`another-host:${deadPid}:0ther000`); // cannot be checked from here
    const log = createMemoryLogger();
    const w = worker(store, { clock: systemClock, idleMs: 10_000, log });
    w.start();
    try {
      await waitFor(() => mailsFor('orphan').length > 0, 3_000);
      expect(mailsFor('orphan')).toHaveLength(1);
      expect(log.entries).toContainEqual(
        expect.objectContaining({ event: 'outbox.leases_reclaimed', released: 1 }),
      );
      await new Promise((r) => setTimeout(r, 300));
      expect([mailsFor('live'), mailsFor('remote')]).toEqual([[], []]);
    } finally {
      await w.stop();
    }
  });
});
