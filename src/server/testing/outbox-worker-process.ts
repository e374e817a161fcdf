// A real app process with its jobs on (the outbox drainer and pg-boss), configured from the
// environment like `catraca serve`, but serving no HTTP. Forked by the exactly-once test and the
// e-mail benchmark, which SIGKILL it mid-send to prove a dead worker never causes a duplicate.
// Tells its parent { ready: true } once the drainer runs; { stop: true } closes it cleanly.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';

const config = loadConfig({ ...process.env, JOBS_ENABLED: 'true' });
const dbHandle = await openDatabase(config);
const { app } = await buildApp(config, { dbHandle, serveWeb: false });
app.addHook('onClose', async () => dbHandle.close());
await app.ready();
process.send?.({ ready: true, pid: process.pid });
process.on('message', (message: { stop?: boolean }) => {
  if (message.stop) void app.close().then(() => process.exit(0));
});
