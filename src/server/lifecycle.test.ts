import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Lifecycle, shutDown } from './lifecycle.ts';

describe('shutDown', () => {
  it('drains first, waits the delay, closes the app and exits 0', async () => {
    const app = Fastify();
    const lifecycle = new Lifecycle();
    const events: string[] = [];
    app.addHook('onClose', async () => {
      events.push(`closed draining=${lifecycle.isDraining}`);
    });
    const started = Date.now();
    await shutDown(app, lifecycle, {
      delayMs: 200,
      timeoutMs: 5000,
      exit: (code) => events.push(`exit ${code}`),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(events).toEqual(['closed draining=true', 'exit 0']);
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    const app = Fastify();
    app.addHook('onClose', () => new Promise((resolve) => setTimeout(resolve, 1500)));
    const codes: number[] = [];
    const done = shutDown(app, new Lifecycle(), {
      delayMs: 0,
      timeoutMs: 300,
      exit: (code) => codes.push(code),
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(codes).toEqual([1]);
    await done;
  });
});
