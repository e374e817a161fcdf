import type { FastifyInstance } from 'fastify';

/**
 * Work that runs once the reply is on its way (an e-mail whose cost must not show in the response
 * time: whether an address has an account or orders), and that the app's close waits for. The task
 * is counted when the route schedules it, not when it starts: a close that comes between the
 * reply and the start still waits for it, so it never writes to a database that was shut down.
 */
export function afterReplyTasks(
  app: FastifyInstance,
): (work: () => Promise<void>, onError: (error: unknown) => void) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (work, onError) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch(onError)
      .finally(() => running.delete(task));
    running.add(task);
  };
}
