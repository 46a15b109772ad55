import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SQLOutputValue, StatementSync } from 'node:sqlite';
import { withBusyRetry } from './busy-retry.ts';
import {
  CHANNELS,
  EMAIL_ONLY,
  outboxRowId,
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

/** Lead store of the local stack: one SQLite file (WAL), leads and outbox side by side. */
export interface SqliteStoreOptions {
  /** Total time to keep retrying while another connection holds the write lock. */
  busyBudgetMs?: number;
  /** SQLite's own blocking wait per attempt; kept short because it blocks the event loop. */
  busyTimeoutMs?: number;
  /**
   * NORMAL (default): in WAL mode a commit survives a crash or kill of the process (the faults this
   * pipeline is tested against), not a power cut. FULL: also a power cut, for an fsync per lead that
   * blocks the event loop (node:sqlite is synchronous); cheap on an idle disk, but it doubled p99 in
   * npm run bench:contact while other jobs shared the disk.
   */
  synchronous?: 'NORMAL' | 'FULL';
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    send_nda TEXT NOT NULL CHECK (send_nda IN ('Yes', 'No')),
    file TEXT,
    ip TEXT NOT NULL,
    user_agent TEXT
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL REFERENCES leads(id),
    channel TEXT NOT NULL DEFAULT 'email',
    state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_owner TEXT,
    lease_until INTEGER,
    last_error TEXT,
    sent_at TEXT,
    UNIQUE (lead_id, channel)
  );
  CREATE INDEX IF NOT EXISTS outbox_channel_due ON outbox (channel, state, next_attempt_at);
  -- Auto-replies queued per normalised address (its SHA-256) in the current window.
  CREATE TABLE IF NOT EXISTS reply_window (
    address_hash TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS leads_received ON leads (received_at);
`;

/**
 * Databases made before channels have one outbox row per lead (and, older still, no dead-letter
 * state): rebuild the outbox table once with the current definition, their rows becoming e-mail rows
 * (SQLite cannot change a CHECK or a UNIQUE in place). The old index leaves with the old table.
 */
const OUTBOX_COLUMNS =
  'id, lead_id, state, attempts, next_attempt_at, lease_owner, lease_until, last_error, sent_at';

function migrate(db: DatabaseSync): void {
  const table = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get();
  if (!table || String(table['sql']).includes('channel')) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec('ALTER TABLE outbox RENAME TO outbox_before_channels');
    db.exec(SCHEMA);
    db.exec(
      `INSERT INTO outbox (${OUTBOX_COLUMNS}, channel) SELECT ${OUTBOX_COLUMNS}, 'email' FROM outbox_before_channels`,
    );
    db.exec('DROP TABLE outbox_before_channels');
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

type Row = Record<string, SQLOutputValue>;

function text(row: Row, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw new Error(`leads db: column ${key} is not text`);
  return value;
}
function textOrNull(row: Row, key: string): string | null {
  const value = row[key];
  return value === null || value === undefined ? null : String(value);
}
function integer(row: Row, key: string): number {
  const value = row[key];
  if (typeof value !== 'number' && typeof value !== 'bigint')
    throw new Error(`leads db: column ${key} is not a number`);
  return Number(value);
}

function leadFromRow(row: Row): Lead {
  const sendNDA = text(row, 'send_nda');
  return {
    id: text(row, 'id'),
    receivedAt: text(row, 'received_at'),
    name: text(row, 'name'),
    email: text(row, 'email'),
    message: text(row, 'message'),
    sendNDA: sendNDA === 'Yes' ? 'Yes' : 'No',
    file: textOrNull(row, 'file'),
    ip: text(row, 'ip'),
    userAgent: textOrNull(row, 'user_agent'),
  };
}

function statusFromRow(row: Row): OutboxStatus | null {
  const state = textOrNull(row, 'state');
  if (state === null) return null;
  return {
    state: state === 'sent' || state === 'dead' ? state : 'pending',
    attempts: integer(row, 'attempts'),
    nextAttemptAt: integer(row, 'next_attempt_at'),
    sentAt: textOrNull(row, 'sent_at'),
    lastError: textOrNull(row, 'last_error'),
  };
}

export class SqliteLeadStore implements LeadStore, OutboxStore, LeadReader {
  private readonly db: DatabaseSync;
  private readonly busyBudgetMs: number;
  private readonly statements: Record<string, StatementSync>;

  constructor(path: string, options: SqliteStoreOptions = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.busyBudgetMs = options.busyBudgetMs ?? 5_000;
    this.db = new DatabaseSync(path, { timeout: options.busyTimeoutMs ?? 20 });
    // WAL lets readers (npm run leads) work while the server writes.
    const synchronous = options.synchronous === 'FULL' ? 'FULL' : 'NORMAL';
    this.db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA foreign_keys = ON;`);
    migrate(this.db);
    this.db.exec(SCHEMA);
    const db = this.db;
    this.statements = {
      insertLead: db.prepare(
        `INSERT INTO leads (id, received_at, name, email, message, send_nda, file, ip, user_agent)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertOutbox: db.prepare(
        `INSERT INTO outbox (id, lead_id, channel, state, attempts, next_attempt_at)
             VALUES (?, ?, ?, 'pending', 0, ?)`,
      ),
      replyWindow: db.prepare('SELECT window_start, count FROM reply_window WHERE address_hash = ?'),
      replyWindowSave: db.prepare(
        'INSERT OR REPLACE INTO reply_window (address_hash, window_start, count) VALUES (?, ?, ?)',
      ),
      lease: db.prepare(
        // Taking the lease counts the attempt: a crash during the send still counts.
        `UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
             WHERE id IN (
               SELECT id FROM outbox
               WHERE channel = ? AND state = 'pending' AND next_attempt_at <= ?
                 AND (lease_until IS NULL OR lease_until <= ?)
               ORDER BY next_attempt_at LIMIT ?)
             RETURNING id, lead_id, channel, attempts`,
      ),
      leadById: db.prepare('SELECT * FROM leads WHERE id = ?'),
      markSent: db.prepare(
        `UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL,
               lease_owner = NULL, lease_until = NULL
             WHERE id = ? AND lease_owner = ? AND state = 'pending'`,
      ),
      markFailed: db.prepare(
        `UPDATE outbox SET next_attempt_at = ?, last_error = ?, state = ?,
               lease_owner = NULL, lease_until = NULL
             WHERE id = ? AND lease_owner = ? AND state = 'pending'`,
      ),
      leaseOwners: db.prepare(
        `SELECT DISTINCT lease_owner FROM outbox WHERE state = 'pending' AND lease_owner IS NOT NULL`,
      ),
      releaseLeases: db.prepare(
        `UPDATE outbox SET lease_owner = NULL, lease_until = NULL, next_attempt_at = MIN(next_attempt_at, ?)
             WHERE lease_owner = ? AND state = 'pending'`,
      ),
      nextDue: db.prepare(
        `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS due FROM outbox
             WHERE channel = ? AND state = 'pending'`,
      ),
    };
  }

  private statement(name: string): StatementSync {
    const statement = this.statements[name];
    if (!statement) throw new Error(`leads db: unknown statement ${name}`);
    return statement;
  }

  private retry<T>(operation: () => T): Promise<T> {
    return withBusyRetry(operation, { budgetMs: this.busyBudgetMs });
  }

  async findLead(id: string): Promise<Lead | null> {
    return this.retry(() => {
      const row = this.statement('leadById').get(id) as Row | undefined;
      return row ? leadFromRow(row) : null;
    });
  }

  /** Whether one more auto-reply may go to this address now; counts it if so (inside saveLead). */
  private takeReplyAllowance(address: string, now: number, plan: OutboxPlan): boolean {
    const key = replyWindowKey(address);
    const row = this.statement('replyWindow').get(key) as Row | undefined;
    const current = row ? { windowStart: integer(row, 'window_start'), count: integer(row, 'count') } : null;
    const next = takeReplyAllowance(current, now, plan);
    if (next) this.statement('replyWindowSave').run(key, next.windowStart, next.count);
    return next !== null;
  }

  async saveLead(lead: Lead, plan: OutboxPlan = EMAIL_ONLY): Promise<'stored' | 'duplicate'> {
    return this.retry(() => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        this.statement('insertLead').run(
          lead.id,
          lead.receivedAt,
          lead.name,
          lead.email,
          lead.message,
          lead.sendNDA,
          lead.file,
          lead.ip,
          lead.userAgent,
        );
        const due = Date.parse(lead.receivedAt);
        for (const channel of plannedChannels(plan)) {
          if (channel === 'autoReply' && !this.takeReplyAllowance(lead.email, due, plan)) continue;
          this.statement('insertOutbox').run(outboxRowId(lead.id, channel), lead.id, channel, due);
        }
        this.db.exec('COMMIT');
        return 'stored';
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        if (isPrimaryKeyConflict(error)) return 'duplicate';
        throw error;
      }
    });
  }

  async leaseDue({ now, owner, leaseMs, limit, channel = 'email' }: LeaseRequest): Promise<OutboxItem[]> {
    const claimed = await this.retry(
      () => this.statement('lease').all(owner, now + leaseMs, channel, now, now, limit) as Row[],
    );
    return claimed.map((row) => {
      const leadRow = this.statement('leadById').get(text(row, 'lead_id')) as Row | undefined;
      if (!leadRow) throw new Error('leads db: outbox row without lead');
      // The attempts made before this one (the lease has counted it already).
      return {
        id: text(row, 'id'),
        channel: channelOf(text(row, 'channel')),
        lead: leadFromRow(leadRow),
        attempts: integer(row, 'attempts') - 1,
      };
    });
  }

  async markSent(id: string, owner: string, sentAt: string): Promise<boolean> {
    const result = await this.retry(() => this.statement('markSent').run(sentAt, id, owner));
    return Number(result.changes) === 1;
  }

  async markFailed(id: string, owner: string, failure: FailedAttempt): Promise<boolean> {
    const state = failure.giveUp ? 'dead' : 'pending';
    const result = await this.retry(() =>
      this.statement('markFailed').run(failure.nextAttemptAt, failure.error.slice(0, 500), state, id, owner),
    );
    return Number(result.changes) === 1;
  }

  async nextDueAt(channel: ChannelName = 'email'): Promise<number | null> {
    const row = (await this.retry(() => this.statement('nextDue').get(channel))) as Row | undefined;
    const due = row?.['due'];
    return due === null || due === undefined ? null : Number(due);
  }

  async leaseOwners(): Promise<string[]> {
    const rows = (await this.retry(() => this.statement('leaseOwners').all())) as Row[];
    return rows.map((row) => text(row, 'lease_owner'));
  }

  async releaseLeasesOf(owner: string, now: number): Promise<number> {
    const result = await this.retry(() => this.statement('releaseLeases').run(now, owner));
    return Number(result.changes);
  }

  async listLeads(limit: number): Promise<LeadWithStatus[]> {
    const [leads, rows] = await this.retry(() => {
      const newest = 'SELECT id FROM leads ORDER BY received_at DESC, rowid DESC LIMIT ?';
      return [
        this.db
          .prepare('SELECT * FROM leads ORDER BY received_at DESC, rowid DESC LIMIT ?')
          .all(limit) as Row[],
        this.db.prepare(`SELECT * FROM outbox WHERE lead_id IN (${newest})`).all(limit) as Row[],
      ] as const;
    });
    return leads.map((row) => {
      const channels: LeadWithStatus['channels'] = {};
      for (const status of rows.filter((o) => o['lead_id'] === row['id']))
        channels[channelOf(text(status, 'channel'))] = statusFromRow(status) ?? undefined;
      return { lead: leadFromRow(row), outbox: channels.email ?? null, channels };
    });
  }

  async filesSince(receivedFrom: string): Promise<string[]> {
    const rows = (await this.retry(() =>
      this.db.prepare('SELECT file FROM leads WHERE received_at >= ? AND file IS NOT NULL').all(receivedFrom),
    )) as Row[];
    return rows.map((row) => textOrNull(row, 'file')).filter((f): f is string => f !== null);
  }

  async countLeads(): Promise<number> {
    const row = (await this.retry(() => this.db.prepare('SELECT COUNT(*) AS n FROM leads').get())) as Row;
    return integer(row, 'n');
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function channelOf(value: string): ChannelName {
  return CHANNELS.find((channel) => channel === value) ?? 'email';
}

// SQLITE_CONSTRAINT_PRIMARYKEY; only the leads table's key can clash in saveLead (the outbox row shares it).
const PRIMARY_KEY_CONFLICT = 1555;

function isPrimaryKeyConflict(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'errcode' in error &&
    error.errcode === PRIMARY_KEY_CONFLICT
  );
}
