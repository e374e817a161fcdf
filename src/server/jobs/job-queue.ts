// What services need from the background job queue. The e-mail itself is always recorded in
// email_outbox (status queued) before this is called, so a queue that is off or down loses
// nothing: queued rows are re-enqueued when the queue starts.
export interface JobQueue {
  enqueueEmail(outboxId: number): Promise<void>;
}

export interface JobSender {
  send(name: string, data: object): Promise<unknown>;
}

/** Forwards to pg-boss once started; until then (or with JOBS_ENABLED=false) the row simply stays queued. */
export class DeferredJobQueue implements JobQueue {
  private sender: JobSender | null = null;

  attach(sender: JobSender | null): void {
    this.sender = sender;
  }

  get isAttached(): boolean {
    return this.sender !== null;
  }

  async enqueueEmail(outboxId: number): Promise<void> {
    await this.sender?.send(SEND_EMAIL_JOB, { outboxId });
  }
}

export const SEND_EMAIL_JOB = 'send-email';
export const EXPIRE_ORDERS_JOB = 'expire-orders';
