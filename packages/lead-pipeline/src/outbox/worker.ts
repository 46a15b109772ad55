import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../core/types.ts';
import type { Logger } from '../log.ts';
import { errorText } from '../log.ts';
import { composeLeadMail } from '../mail/compose.ts';
import type { MailSettings } from '../mail/compose.ts';
import type { MailSender } from '../mail/smtp.ts';
import type { OutboxItem, OutboxStore } from '../store/types.ts';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs } from './backoff.ts';
import type { ChannelName } from './channels.ts';
import { mailDelivery, PermanentFailure } from './delivery.ts';
import type { Delivery } from './delivery.ts';
import type { RetryPolicy } from './backoff.ts';

/**
 * Sends one channel's lead notifications from the outbox (one worker per channel: a channel that
 * fails or stalls delays no other). Each row is leased before sending, so two workers
 * (two processes on one SQLite file, two function instances) never send the same row; it is marked
 * sent only after the SMTP server accepted it, and otherwise retried with capped exponential backoff.
 * The lease must outlast the sender's overall time limit, or a slow send could be taken over and sent
 * twice. Running (`start()`), the worker keeps `concurrency` lanes free, each its own loop: a send that
 * stalls holds its lane until the sender's time limit, and once it counts as slow another lane takes
 * its place (up to `maxInFlight`, 256), so a lead stored meanwhile (`wake()`) goes out at once however
 * many conversations are held. Taking a lease counts as an attempt, so a row whose
 * send crashes the process again and again is still given up after `maxAttempts`. At start, the
 * leases of a process on this host that is gone are taken back instead of waiting for them to expire.
 */
export interface OutboxWorkerOptions {
  store: OutboxStore;
  /** The channel whose rows this worker takes (default `email`). */
  channel?: ChannelName;
  /** How a row is delivered; by default the lead's mail to the team through `sender`. */
  delivery?: Delivery;
  sender?: MailSender;
  mail?: MailSettings;
  clock: Clock;
  log: Logger;
  owner?: string;
  leaseMs?: number;
  batchSize?: number;
  retry?: RetryPolicy;
  /** Longest sleep of the loop between checks when nothing is due. */
  idleMs?: number;
  /** Attempts after which a notification is given up (dead letter, one ERROR line). */
  maxAttempts?: number;
  /** Lanes free to take a new lead at any time (default 4). */
  concurrency?: number;
  /**
   * A send still under way after this long (default 5 s) no longer counts as a free lane: another
   * lane starts beside it, up to `maxInFlight` sends at once (default 256, a safety bound far above
   * what a stalling server or a flood can hold: each held send ends at the sender's time limit), so
   * however many conversations a server holds, a new lead is sent in its normal time.
   */
  slowSendMs?: number;
  maxInFlight?: number;
}

/**
 * Sends in flight at most. It was 16 (4 × the lanes): twenty stalled SMTP conversations then held
 * every new lead for 13-28 s. A held send costs a socket and a lease until its time limit, so the
 * bound only has to stop a runaway, not shape the traffic.
 */
export const DEFAULT_MAX_IN_FLIGHT = 256;

export interface RunResult {
  sent: number;
  failed: number;
}

export class OutboxWorker {
  readonly owner: string;
  private readonly options: OutboxWorkerOptions;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly retry: RetryPolicy;
  private readonly channel: ChannelName;
  private readonly delivery: Delivery;
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly sleepers = new Set<() => void>();
  /** Bumped by wake(): a lane that saw it change while busy looks again instead of sleeping. */
  private wakes = 0;
  /** The running lanes, and how many of them are held by a slow send. */
  private readonly lanes = new Set<Promise<void>>();
  private slowLanes = 0;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
    this.owner = options.owner ?? leaseOwnerId();
    this.leaseMs = options.leaseMs ?? 55_000;
    this.batchSize = options.batchSize ?? 10;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.retry = options.retry ?? { baseMs: 5_000, capMs: 15 * 60_000 };
    this.channel = options.channel ?? 'email';
    const { sender, mail } = options;
    if (options.delivery) this.delivery = options.delivery;
    else if (sender && mail) this.delivery = mailDelivery(sender, (lead) => composeLeadMail(lead, mail));
    else throw new Error('OutboxWorker needs a delivery, or a sender and mail settings');
  }

  private leaseOne() {
    return this.options.store.leaseDue({
      now: this.options.clock.now(),
      owner: this.owner,
      leaseMs: this.leaseMs,
      limit: 1,
      channel: this.channel,
    });
  }

  /**
   * Tries each row due now once, up to the batch size, in `concurrency` lanes. Rows are leased one at
   * a time, right before their send, so a lease only has to outlast one send and can stay short.
   */
  async runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0 };
    let taken = 0;
    const lane = async () => {
      while (taken < this.batchSize) {
        taken++;
        const [item] = await this.leaseOne();
        if (!item) return;
        await this.deliver(item, result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, this.batchSize) }, lane));
    return result;
  }

  /** One leased row: sent and marked, or its failure recorded with the next try or given up. */
  private async deliver(item: OutboxItem, result: RunResult): Promise<void> {
    const { store, clock, log } = this.options;
    const maxAttempts = this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const channel = this.channel;
    const giveUpWith = async (attempts: number, error: string) => {
      await store.markFailed(item.id, this.owner, { nextAttemptAt: clock.now(), error, giveUp: true });
      // A stable event name for a log-based alert (see docs/contact.md): this lead needs a person.
      log.error('outbox.dead_letter', { id: item.lead.id, channel, attempts, error });
      result.failed++;
    };
    // Earlier attempts that never reported back (the process died during the send) count too.
    if (item.attempts >= maxAttempts)
      return giveUpWith(item.attempts, 'no attempt left (earlier sends did not finish)');
    try {
      await this.delivery.deliver(item.lead);
    } catch (error) {
      const failures = item.attempts + 1;
      if (failures >= maxAttempts || error instanceof PermanentFailure)
        return giveUpWith(failures, errorText(error));
      const delay = retryDelayMs(failures, this.retry);
      await store.markFailed(item.id, this.owner, {
        nextAttemptAt: clock.now() + delay,
        error: errorText(error),
        giveUp: false,
      });
      log.warn('outbox.send_failed', {
        id: item.lead.id,
        channel,
        attempts: failures,
        retryInMs: delay,
        error: errorText(error),
      });
      result.failed++;
      return;
    }
    const marked = await store.markSent(item.id, this.owner, new Date(clock.now()).toISOString());
    // Only possible if the lease expired mid-send; the Message-ID then identifies any duplicate.
    if (!marked) log.error('outbox.lease_lost_after_send', { id: item.lead.id, channel });
    log.info('outbox.sent', { id: item.lead.id, channel, attempts: item.attempts + 1 });
    result.sent++;
  }

  /**
   * Runs until stop(): first takes back the leases of processes that are gone, then keeps
   * `concurrency` lanes, each sending what is due and sleeping until the next row is due or wake().
   */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.reclaimAbandonedLeases().then(async () => {
      for (let i = 0; i < this.concurrency; i++) this.startLane();
      while (this.lanes.size > 0) await Promise.all([...this.lanes]);
    });
  }

  /** A lead was just stored: every idle lane looks now instead of at its next tick. */
  wake(): void {
    this.wakes++;
    for (const wakeUp of [...this.sleepers]) wakeUp();
  }

  /** Ends the lanes; a send in flight is awaited (MailSender.close() cuts it short). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  /**
   * Leases held by an earlier process on this host that no longer runs (a crash or `kill -9` during
   * a send) are released, so their leads go out now rather than when the lease expires. A lease of
   * a live process, or of another host, is left to expire: only then can it not be a send in flight.
   */
  async reclaimAbandonedLeases(): Promise<number> {
    const { store, clock, log } = this.options;
    let released = 0;
    try {
      for (const owner of await store.leaseOwners()) {
        if (owner !== this.owner && isGoneProcess(owner))
          released += await store.releaseLeasesOf(owner, clock.now());
      }
    } catch (error) {
      log.error('outbox.worker_error', { error: errorText(error) });
    }
    if (released > 0) log.info('outbox.leases_reclaimed', { released });
    return released;
  }

  private startLane(): void {
    const lane: Promise<void> = this.lane().finally(() => this.lanes.delete(lane));
    this.lanes.add(lane);
  }

  /**
   * Delivers one leased row. A send that is still under way after `slowSendMs` counts as slow:
   * another lane starts if fewer than `concurrency` are free (and `maxInFlight` allows). Returns
   * whether this lane should end, because it was slow and enough lanes are free without it.
   */
  private async deliverInLane(item: OutboxItem, result: RunResult): Promise<boolean> {
    const slowSendMs = this.options.slowSendMs ?? 5_000;
    const maxInFlight = this.options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
    let slow = false;
    const timer = setTimeout(() => {
      slow = true;
      this.slowLanes++;
      if (
        this.running &&
        this.lanes.size - this.slowLanes < this.concurrency &&
        this.lanes.size < maxInFlight
      )
        this.startLane();
    }, slowSendMs);
    try {
      await this.deliver(item, result);
    } finally {
      clearTimeout(timer);
      if (slow) this.slowLanes--;
    }
    return slow && this.lanes.size - this.slowLanes > this.concurrency;
  }

  private async lane(): Promise<void> {
    const { store, clock, log } = this.options;
    const idleMs = this.options.idleMs ?? 30_000;
    const result: RunResult = { sent: 0, failed: 0 };
    while (this.running) {
      const wakesBefore = this.wakes;
      let wait = idleMs;
      try {
        const [item] = await this.leaseOne();
        if (item) {
          if (await this.deliverInLane(item, result)) return;
          continue;
        }
        const next = await store.nextDueAt(this.channel);
        // The floor keeps a clock skew between store and worker from turning into a busy loop.
        if (next !== null) wait = Math.min(idleMs, Math.max(50, next - clock.now()));
      } catch (error) {
        log.error('outbox.worker_error', { error: errorText(error) });
      }
      if (this.running && this.wakes === wakesBefore) await this.sleep(wait);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}

/** `host:pid:random`: unique per worker, and enough to tell, on this host, whether its process runs. */
export function leaseOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** Whether the process an owner id names is known to be gone (only decidable on this host). */
export function isGoneProcess(owner: string): boolean {
  const parts = owner.split(':');
  if (parts.length < 3) return false;
  const pid = Number(parts[parts.length - 2]);
  const host = parts.slice(0, -2).join(':');
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  // Our own pid under another owner id: an earlier process that had it (a restarted container).
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
