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
