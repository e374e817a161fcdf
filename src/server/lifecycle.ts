// A node's life as the load balancer sees it. On SIGTERM (a deploy, a scale-in) it first says it is
// not ready (/readyz answers 503) for SHUTDOWN_DELAY_SECONDS, so the balancer stops sending new
// requests; then Fastify stops accepting, finishes the requests in flight, the e-mail sender hands
// over the messages it holds and gives back its other claims, the pools close, and the process exits
// 0. A close that hangs past SHUTDOWN_TIMEOUT_SECONDS exits 1 (docs/decisions/0332-graceful-lifecycle.md).
import type { FastifyInstance } from 'fastify';

export class Lifecycle {
  private drainingSince: number | null = null;

  get isDraining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}

export interface ShutdownOptions {
  delayMs: number;
  timeoutMs: number;
  /** Replaced in tests; the process otherwise. */
  exit?: (code: number) => void;
}

export async function shutDown(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  options: ShutdownOptions,
): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  lifecycle.startDraining();
  const hardStop = setTimeout(() => {
    app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown took too long; exiting');
    exit(1);
  }, options.delayMs + options.timeoutMs);
  hardStop.unref();
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  try {
    await app.close();
    app.log.info('shut down cleanly');
    exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    exit(1);
  } finally {
    clearTimeout(hardStop);
  }
}

/** SIGTERM and SIGINT start the shutdown; a second signal gives up waiting and exits 1. */
export function shutDownOnSignals(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  options: ShutdownOptions,
): void {
  let stopping = false;
  let firstAt = 0;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // Ctrl-C reaches both bin/catraca.mjs's wrapper and this process, and the wrapper forwards it:
      // one keypress arrives twice within milliseconds and must not count as the impatient second.
      if (stopping && Date.now() - firstAt < 1000) return;
      if (stopping) {
        app.log.warn({ signal }, 'second signal: exiting without waiting');
        (options.exit ?? process.exit)(1);
        return;
      }
      stopping = true;
      firstAt = Date.now();
      app.log.info({ signal }, 'shutting down: finishing requests in flight and e-mails being handed over');
      void shutDown(app, lifecycle, options);
    });
  }
}
