// Group commit in the application: items submitted while a write is in flight go out together in
// the next one. The outbox's per-message writes (hand-over, sent) keep their meaning, each is
// durable before the caller goes on, but concurrent lanes share statements and commits.
export class WriteCoalescer<T, R> {
  private pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private flushing = false;

  /** `flush` answers one result per item, in order. */
  private readonly flush: (items: T[]) => Promise<R[]>;

  constructor(flush: (items: T[]) => Promise<R[]>) {
    this.flush = flush;
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.flushing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.flushing = true;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      try {
        const results = await this.flush(batch.map((b) => b.item));
        for (const [i, b] of batch.entries()) b.resolve(results[i] as R);
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    this.flushing = false;
  }
}
