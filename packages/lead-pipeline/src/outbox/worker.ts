import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../core/types.ts';
import type { Logger } from '../log.ts';
import { errorText } from '../log.ts';
import { composeLeadMail } from '../mail/compose.ts';
import type { MailSettings } from '../mail/compose.ts';
import type { MailSender } from '../mail/smtp.ts';
import type { OutboxStore } from '../store/types.ts';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs } from './backoff.ts';
import type { RetryPolicy } from './backoff.ts';

/**
 * Sends lead notifications from the outbox. Each row is leased before sending, so two workers
 * (two processes on one SQLite file, two function instances) never send the same row; it is marked
 * sent only after the SMTP server accepted it, and otherwise retried with capped exponential backoff.
 * The lease must outlast the SMTP timeouts, or a slow send could be taken over and sent twice.
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
    this.retry = options.retry ?? { baseMs: 5_000, capMs: 15 * 60_000 };
  }

  /**
   * Tries each row due now once, up to the batch size. Rows are leased one at a time, right before
   * their send, so a lease only has to outlast one send and can stay short.
   */
  async runOnce(): Promise<RunResult> {
    const { store, sender, mail, clock, log } = this.options;
    const result: RunResult = { sent: 0, failed: 0 };
    for (let n = 0; n < this.batchSize; n++) {
      const [item] = await store.leaseDue({
        now: clock.now(),
        owner: this.owner,
        leaseMs: this.leaseMs,
        limit: 1,
      });
      if (!item) break;
      try {
        await sender.send(composeLeadMail(item.lead, mail));
      } catch (error) {
        const failures = item.attempts + 1;
        const delay = retryDelayMs(failures, this.retry);
        const giveUp = failures >= (this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
        await store.markFailed(item.id, this.owner, {
          nextAttemptAt: clock.now() + delay,
          error: errorText(error),
          giveUp,
        });
        if (giveUp) {
          // A stable event name for a log-based alert (see the README): this lead needs a person.
          log.error('outbox.dead_letter', { id: item.id, attempts: failures, error: errorText(error) });
          result.failed++;
          continue;
        }
        log.warn('outbox.send_failed', {
          id: item.id,
          attempts: failures,
          retryInMs: delay,
          error: errorText(error),
        });
        result.failed++;
        continue;
      }
      const marked = await store.markSent(item.id, this.owner, new Date(clock.now()).toISOString());
      // Only possible if the lease expired mid-send; the Message-ID then identifies any duplicate.
      if (!marked) log.error('outbox.lease_lost_after_send', { id: item.id });
      log.info('outbox.sent', { id: item.id, attempts: item.attempts + 1 });
      result.sent++;
    }
    return result;
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
