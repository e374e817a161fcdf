// The one sender of every e-mail of the product (ADR 0060). Each app process with jobs on runs one
// drainer: it claims batches of due outbox rows, delivers up to `concurrency` of them at once
// through the pooled mailer, and sleeps until woken (an e-mail was queued in this process) or the
// poll interval passes (one queued by another process, or a retry falling due). A heartbeat keeps
// its claims fresh; any drainer takes back the claims of one that fell silent.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import {
  type ClaimedEmail,
  claimBatch,
  heartbeat,
  recoverStaleClaims,
  releaseUnhandedClaims,
  secondsUntilNextDue,
} from './outbox-claims.ts';
import {
  type DeliveryContext,
  type DeliveryOutcome,
  deliverClaimed,
  deliveryContext,
} from './outbox-delivery.ts';

export interface DrainerOptions {
  /** Defaults to the app's database; a second worker in tests brings its own pool. */
  db?: Db;
  /** Defaults to the app's mailer. */
  mailer?: Mailer;
  workerId?: string;
  /** Messages in flight at once; defaults to the mailer's (the SMTP pool size). */
  concurrency?: number;
  /** Rows per claim; defaults to 10 × concurrency. */
  batchSize?: number;
  pollIntervalMs?: number;
  claimTimeoutSeconds?: number;
  maxAttempts?: number;
  retryBaseSeconds?: number;
}

export interface DrainerStats {
  claims: number;
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  lostClaims: number;
  recovered: number;
  interrupted: number;
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export class OutboxDrainer {
  readonly workerId: string;
  readonly stats: DrainerStats = {
    claims: 0,
    claimed: 0,
    sent: 0,
    retried: 0,
    failed: 0,
    lostClaims: 0,
    recovered: 0,
    interrupted: 0,
  };
  private readonly run: DeliveryContext;
  private readonly concurrency: number;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly claimTimeoutSeconds: number;
  private running = false;
  private stopping = false;
  private loopDone: Promise<void> = Promise.resolve();
  private woken = false;
  private wakeSleeper: (() => void) | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private lastRecoveryAt = 0;
  /** Claimed rows still being worked on: only these are kept alive by the heartbeat. */
  private readonly held = new Set<number>();

  private readonly ctx: AppContext;

  constructor(ctx: AppContext, options: DrainerOptions = {}) {
    this.ctx = ctx;
    const { config } = ctx;
    const mailer = options.mailer ?? ctx.mailer;
    this.workerId = options.workerId ?? newWorkerId();
    this.concurrency = options.concurrency ?? mailer.concurrency;
    this.batchSize = options.batchSize ?? this.concurrency * 10;
    this.pollIntervalMs = options.pollIntervalMs ?? config.EMAIL_POLL_SECONDS * 1000;
    this.claimTimeoutSeconds = options.claimTimeoutSeconds ?? config.EMAIL_CLAIM_TIMEOUT_SECONDS;
    this.run = deliveryContext({
      ctx,
      db: options.db ?? ctx.db,
      mailer,
      workerId: this.workerId,
      policy: {
        maxAttempts: options.maxAttempts ?? config.EMAIL_MAX_ATTEMPTS,
        retryBaseSeconds: options.retryBaseSeconds ?? config.EMAIL_RETRY_BASE_SECONDS,
      },
    });
  }

  /** Starts the loop and the heartbeat; returns at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    const beatMs = (this.claimTimeoutSeconds * 1000) / 4;
    this.heartbeatTimer = setInterval(() => {
      if (this.held.size === 0) return;
      heartbeat(this.run.db, this.workerId, [...this.held]).catch((err) =>
        this.ctx.log.warn({ err }, 'e-mail claim heartbeat failed'),
      );
    }, beatMs);
    this.heartbeatTimer.unref();
    this.loopDone = this.loop();
  }

  /** Something was queued: look now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeSleeper?.();
  }

  /** Finishes the messages in flight, gives back the claims not yet handed over, stops. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    this.wake();
    await this.loopDone;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    await releaseUnhandedClaims(this.run.db, this.workerId).catch((err) =>
      this.ctx.log.warn({ err }, 'could not release e-mail claims'),
    );
  }

  /**
   * Delivers everything due, `concurrency` messages at a time, and returns how many rows it
   * claimed (0: nothing was due). Claims are pipelined: the next batch is claimed while the last
   * rows of the current one are on their way, so the lanes never wait for a batch to finish.
   */
  async drain(): Promise<number> {
    const queue: ClaimedEmail[] = [];
    let claiming: Promise<void> | null = null;
    let exhausted = false;
    let claimError: unknown = null;
    let claimed = 0;
    const refill = (): Promise<void> => {
      if (exhausted || this.stopping) {
        exhausted = true;
        return Promise.resolve();
      }
      // Recovery runs between claims too (rate-limited), so a queue that never empties still
      // gets a dead worker's rows back.
      claiming ??= this.recoverIfDue()
        .then(() => claimBatch(this.run.db, this.workerId, this.batchSize))
        .then((batch) => {
          if (batch.length === 0) exhausted = true;
          this.stats.claims += batch.length > 0 ? 1 : 0;
          this.stats.claimed += batch.length;
          claimed += batch.length;
          for (const row of batch) this.held.add(row.id);
          queue.push(...batch);
        })
        .catch((error: unknown) => {
          claimError = error;
          exhausted = true;
        })
        .finally(() => {
          claiming = null;
        });
      return claiming;
    };
    const recording: Promise<void>[] = [];
    // The row stays held (heartbeated) until its outcome is written. If it cannot be written
    // (database gone?), the row goes stale and is recovered like a dead worker's: requeued, or
    // interrupted if it was handed over.
    const settle = (id: number, recorded: Promise<void>) =>
      recorded
        .catch((err) => this.ctx.log.error({ err, outboxId: id }, 'e-mail outcome could not be recorded'))
        .finally(() => this.held.delete(id));
    const lane = async () => {
      for (;;) {
        if (this.stopping) return;
        if (queue.length <= this.concurrency) void refill();
        const row = queue.shift();
        if (!row) {
          if (exhausted && !claiming) return;
          await (claiming ?? refill());
          continue;
        }
        try {
          const delivery = await deliverClaimed(this.run, row);
          this.count(delivery.outcome);
          recording.push(settle(row.id, delivery.recorded));
        } catch (err) {
          recording.push(settle(row.id, Promise.reject(err)));
        }
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, lane));
    await Promise.all(recording);
    // Rows claimed but never started (stopping) stay held by nobody: stop() gives them back.
    for (const row of queue) this.held.delete(row.id);
    if (claimError) throw claimError;
    return claimed;
  }

  /** Drains until nothing is due (tests and the CLI); the loop does this by itself when started. */
  async drainUntilIdle(): Promise<void> {
    while ((await this.drain()) > 0) {}
  }

  private count(outcome: DeliveryOutcome): void {
    if (outcome === 'sent') this.stats.sent += 1;
    else if (outcome === 'retry') this.stats.retried += 1;
    else if (outcome === 'failed') this.stats.failed += 1;
    else this.stats.lostClaims += 1;
  }

  private async recoverIfDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastRecoveryAt < (this.claimTimeoutSeconds * 1000) / 4) return;
    this.lastRecoveryAt = now;
    const recovery = await recoverStaleClaims(this.run.db, this.claimTimeoutSeconds);
    this.stats.recovered += recovery.requeued;
    this.stats.interrupted += recovery.interrupted;
    if (recovery.requeued + recovery.interrupted > 0) {
      this.ctx.log.warn(recovery, 'took back e-mail claims of a silent worker');
    }
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let waitMs = this.pollIntervalMs;
      try {
        this.woken = false;
        if ((await this.drain()) > 0) continue;
        const due = await secondsUntilNextDue(this.run.db);
        if (due !== null) waitMs = Math.min(waitMs, Math.max(10, due * 1000));
      } catch (err) {
        this.ctx.log.error({ err }, 'e-mail drainer round failed');
      }
      if (this.running) await this.sleep(waitMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = () => {
        this.wakeSleeper = null;
        done();
      };
    });
  }
}
