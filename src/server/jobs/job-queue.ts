// What services need from the background work of this process. An e-mail is always recorded in
// email_outbox (status queued) before the sender is woken, so a sender that is off, busy or in
// another process loses nothing: a drainer finds the row at its next poll (ADR 0060).
export interface JobQueue {
  /** An e-mail was queued and committed: this process's sender looks now, not at its next poll. */
  wakeEmailSender(): void;
  /** The same for callers holding the new row's id (the order code); the id is not needed. */
  enqueueEmail(outboxId: number): Promise<void>;
  /**
   * A scheduled job has work now (a cancelled event's refunds): run it soon instead of at its
   * next minute. Only a nudge: the schedule finds the same work from the database anyway.
   */
  nudgeJob(name: string): void;
}

export interface EmailSenderHandle {
  wakeEmailSender(): void;
  nudgeJob?(name: string): void;
}

/** The started queue's side that runs one named job now, through pg-boss, and waits for it. */
export interface JobRunner {
  runJob(name: string, data: object): Promise<JobRun>;
}

export interface JobRun {
  id: string;
  state: string;
}

/** Forwards to the started jobs; until then (or with JOBS_ENABLED=false) rows simply stay queued. */
export class DeferredJobQueue implements JobQueue {
  private started: (EmailSenderHandle & Partial<JobRunner>) | null = null;

  attach(started: (EmailSenderHandle & Partial<JobRunner>) | null): void {
    this.started = started;
  }

  /** Runs a scheduled job now through the real queue (test-only route); null when jobs are off. */
  async runJob(name: string, data: object): Promise<JobRun | null> {
    return this.started?.runJob ? this.started.runJob(name, data) : null;
  }

  get isAttached(): boolean {
    return this.started !== null;
  }

  wakeEmailSender(): void {
    this.started?.wakeEmailSender();
  }

  nudgeJob(name: string): void {
    this.started?.nudgeJob?.(name);
  }

  async enqueueEmail(_outboxId: number): Promise<void> {
    this.wakeEmailSender();
  }
}

export const EXPIRE_ORDERS_JOB = 'expire-orders';
