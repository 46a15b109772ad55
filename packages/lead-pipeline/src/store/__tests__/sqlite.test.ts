/** @jest-environment node */
import { DatabaseSync } from 'node:sqlite';
import { tempDir } from '../../testing/temp.ts';
import { isBusyError, withBusyRetry } from '../busy-retry.ts';
import { SqliteLeadStore } from '../sqlite.ts';

const dir = tempDir('sqlite');
afterAll(() => dir.remove());

describe('SqliteLeadStore settings', () => {
  it.each([
    [undefined, 1],
    ['NORMAL' as const, 1],
    ['FULL' as const, 2],
  ])('synchronous %s → PRAGMA synchronous = %i, in WAL mode', (synchronous, expected) => {
    const path = `${dir.path}/settings-${String(synchronous)}.sqlite`;
    const store = new SqliteLeadStore(path, { synchronous });
    // The pragma is per connection, so read it back through the store's own one.
    const db = (store as unknown as { db: DatabaseSync }).db;
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: expected });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    store.close();
  });
});

describe('busy retry', () => {
  it('recognises SQLITE_BUSY from node:sqlite, and nothing else', () => {
    const path = `${dir.path}/busy.sqlite`;
    const holder = new DatabaseSync(path);
    holder.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x)');
    const other = new DatabaseSync(path, { timeout: 0 });
    holder.exec('BEGIN IMMEDIATE');
    let caught: unknown;
    try {
      other.exec('BEGIN IMMEDIATE');
    } catch (error) {
      caught = error;
    }
    holder.exec('COMMIT');
    holder.close();
    other.close();
    expect(isBusyError(caught)).toBe(true);
    expect(isBusyError(new Error('database is locked'))).toBe(false);
    expect(isBusyError({ errcode: 19 })).toBe(false);
  });

  it('retries busy errors with growing pauses until the budget is spent', async () => {
    const pauses: number[] = [];
    let now = 0;
    const busy = Object.assign(new Error('locked'), { errcode: 5 });
    const options = {
      budgetMs: 100,
      now: () => now,
      sleep: async (ms: number) => {
        pauses.push(ms);
        now += ms;
      },
    };
    let calls = 0;
    await expect(
      withBusyRetry(
        () =>
          ++calls < 4
            ? (() => {
                throw busy;
              })()
            : 'done',
        options,
      ),
    ).resolves.toBe('done');
    expect(pauses).toEqual([5, 10, 20]);
    await expect(
      withBusyRetry(() => {
        throw busy;
      }, options),
    ).rejects.toBe(busy);
    await expect(
      withBusyRetry(() => {
        throw new Error('constraint');
      }, options),
    ).rejects.toThrow('constraint');
  });
});

describe('SqliteLeadStore migration', () => {
  it('opens a database made before the dead-letter state and channels and keeps its rows', async () => {
    const path = `${dir.path}/old.sqlite`;
    const old = new DatabaseSync(path);
    old.exec(`
      CREATE TABLE leads (id TEXT PRIMARY KEY, received_at TEXT NOT NULL, name TEXT NOT NULL,
        email TEXT NOT NULL, message TEXT NOT NULL, send_nda TEXT NOT NULL CHECK (send_nda IN ('Yes', 'No')),
        file TEXT, ip TEXT NOT NULL, user_agent TEXT);
      CREATE TABLE outbox (id TEXT PRIMARY KEY, lead_id TEXT NOT NULL UNIQUE REFERENCES leads(id),
        state TEXT NOT NULL CHECK (state IN ('pending', 'sent')), attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL, lease_owner TEXT, lease_until INTEGER, last_error TEXT, sent_at TEXT);
      INSERT INTO leads VALUES ('old', '2026-01-01T00:00:00.000Z', 'Jane', 'jane@example.com', 'Hi', 'No', NULL, '1.2.3.4', NULL);
      INSERT INTO outbox (id, lead_id, state, attempts, next_attempt_at) VALUES ('old', 'old', 'pending', 2, 0);
    `);
    old.close();
    const store = new SqliteLeadStore(path);
    try {
      expect((await store.listLeads(1))[0]?.outbox).toMatchObject({ state: 'pending', attempts: 2 });
      const [item] = await store.leaseDue({ now: 1, owner: 'A', leaseMs: 1000, limit: 1 });
      expect(item?.id).toBe('old');
      expect(await store.markFailed('old', 'A', { nextAttemptAt: 2, error: '550', giveUp: true })).toBe(true);
      expect((await store.listLeads(1))[0]?.outbox?.state).toBe('dead');
      // Its row became the e-mail channel's; a new lead gets a row per channel beside it.
      expect((await store.listLeads(1))[0]?.channels).toEqual({
        email: expect.objectContaining({ state: 'dead' }),
      });
      const fresh = { ...(await store.findLead('old'))!, id: 'new', receivedAt: '2026-01-02T00:00:00.000Z' };
      await store.saveLead(fresh, { channels: ['slack'] });
      expect(Object.keys((await store.listLeads(1))[0]?.channels ?? {}).sort()).toEqual(['email', 'slack']);
    } finally {
      store.close();
    }
  });
});
