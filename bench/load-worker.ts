// The load generator in its own process (forked by checkout.ts), so the app's event loop is not
// shared with the clients that measure it. Receives the run options, answers with the results.
import http from 'node:http';
import { runClients } from './load-clients.ts';

interface WorkerOptions {
  port: number;
  path: string;
  concurrency: number;
  maxSeconds: number;
  bodyTemplate: string;
}

process.once('message', async (options: WorkerOptions) => {
  let seq = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const run = await runClients({
    ...options,
    agent,
    // Unique e-mails per request, so the body is realistic without costing the generator much.
    body: () => options.bodyTemplate.replaceAll('{seq}', String(++seq)),
  });
  agent.destroy();
  process.send?.(run, () => process.exit(0));
});
