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
import type { RetryPolicy } from './backoff.ts';

/**
 * Sends lead notifications from the outbox. Each row is leased before sending, so two workers
 * (two processes on one SQLite file, two function instances) never send the same row; it is marked
 * sent only after the SMTP server accepted it, and otherwise retried with capped exponential backoff.
 * The lease must outlast the SMTP timeouts, or a slow send could be taken over and sent twice.
 * Up to `concurrency` sends are in flight at once, so one stalled SMTP conversation (up to its 30 s
 * timeout) holds one lane, not every other notification. Taking a lease counts as an attempt, so a
 * row whose send crashes the process again and again is still given up after `maxAttempts`.
 */
export interface OutboxWorkerOptions {
  store: OutboxStore;
  sender: MailSender;
  mail: MailSettings;
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
  /** Sends in flight at once (default 4). */
  concurrency?: number;
}

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
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? 55_000;
    this.batchSize = options.batchSize ?? 10;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.retry = options.retry ?? { baseMs: 5_000, capMs: 15 * 60_000 };
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
        const [item] = await this.options.store.leaseDue({
          now: this.options.clock.now(),
          owner: this.owner,
          leaseMs: this.leaseMs,
          limit: 1,
        });
        if (!item) return;
        await this.deliver(item, result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, this.batchSize) }, lane));
    return result;
  }

  /** One leased row: sent and marked, or its failure recorded with the next try or given up. */
  private async deliver(item: OutboxItem, result: RunResult): Promise<void> {
    const { store, sender, mail, clock, log } = this.options;
    const maxAttempts = this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const giveUpWith = async (attempts: number, error: string) => {
      await store.markFailed(item.id, this.owner, { nextAttemptAt: clock.now(), error, giveUp: true });
      // A stable event name for a log-based alert (see the README): this lead needs a person.
      log.error('outbox.dead_letter', { id: item.id, attempts, error });
      result.failed++;
    };
    // Earlier attempts that never reported back (the process died during the send) count too.
    if (item.attempts >= maxAttempts)
      return giveUpWith(item.attempts, 'no attempt left (earlier sends did not finish)');
    try {
      await sender.send(composeLeadMail(item.lead, mail));
    } catch (error) {
      const failures = item.attempts + 1;
      if (failures >= maxAttempts) return giveUpWith(failures, errorText(error));
      const delay = retryDelayMs(failures, this.retry);
      await store.markFailed(item.id, this.owner, {
        nextAttemptAt: clock.now() + delay,
        error: errorText(error),
        giveUp: false,
      });
      log.warn('outbox.send_failed', {
        id: item.id,
        attempts: failures,
        retryInMs: delay,
        error: errorText(error),
      });
      result.failed++;
      return;
    }
    const marked = await store.markSent(item.id, this.owner, new Date(clock.now()).toISOString());
    // Only possible if the lease expired mid-send; the Message-ID then identifies any duplicate.
    if (!marked) log.error('outbox.lease_lost_after_send', { id: item.id });
    log.info('outbox.sent', { id: item.id, attempts: item.attempts + 1 });
    result.sent++;
  }

  /** Runs until stop(): sends what is due, then sleeps until the next row is due or wake() is called. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A lead was just stored: check now instead of at the next tick. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    const { store, clock, log } = this.options;
    const idleMs = this.options.idleMs ?? 30_000;
    while (this.running) {
      this.woken = false;
      let wait = idleMs;
      try {
        const { sent, failed } = await this.runOnce();
        const next = await store.nextDueAt();
        if (sent + failed >= this.batchSize) wait = 0;
        // The floor keeps a clock skew between store and worker from turning into a busy loop.
        else if (next !== null) wait = Math.min(idleMs, Math.max(50, next - clock.now()));
      } catch (error) {
        log.error('outbox.worker_error', { error: errorText(error) });
      }
      if (this.running && !this.woken) await this.sleep(wait);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }
}
